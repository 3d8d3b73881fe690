package main

// contribgen plan: the requests of bench/load.sh. It reads a generated (or
// any) database for who may sign in and what there is to ask for, signs the
// callers in on a running server, and writes one request plan per scenario:
// lines "<caller> <path>", the caller an index into the tokens file. wrk
// replays a plan with bench/load.lua, each thread from its own place in it,
// so every request names its own page, sort, filters or contribution and is
// sent as its own signed-in user.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Sorts are the sort choices the contribution list offers
// (web/src/features/contribution/list.ts, SORTS; a test keeps them equal).
var Sorts = []string{"dateUpdated,desc", "dateSubmitted,desc", "createdDate,desc", "title,asc", "code,asc"}

// filterRoles are the role filter's choices (list.ts, FILTER_ROLES).
var filterRoles = []string{"OWNER", "MENTOR", "EXPERT", "IMPLEMENTER", "ADVISOR", "RESPONSIBLE", "BOARD1", "BOARD2", "BOARD3"}

const (
	pageSize = 10  // the list's page size (web/src/shared/pager.ts, DEFAULT_PAGE_SIZE)
	maxPage  = 500 // list pages asked for: 0 … maxPage
	api      = "/api/v3/contributions"
)

var planTypes = []string{"SUGGESTION", "IMPROVEMENT"}

// Caller kinds, each a different way through the visibility rule.
const (
	kindInternal  = "internal"    // a plain internal user: a few own contributions
	kindExternal  = "external"    // ROLE_EXTERNAL
	kindMentor    = "mentor"      // a field mentor: roles on thousands of contributions, some hidden
	kindAdmin     = "type-admin"  // a type administrator (MANAGER)
	kindHidden    = "hidden-role" // a user (not staff) with a role on a hidden contribution
	kindModerator = "moderator"   // a moderator of the generated competition (issue 18), only for its scenario
)

// IdeaSorts are the sorts get-ideas offers (internal/competition IdeaSortable; the ideas-manage page asks code,asc).
var IdeaSorts = []string{"code,asc", "title,asc", "dateSubmitted,desc", "dateUpdated,desc", "id,asc"}

type caller struct {
	id     int64
	login  string
	kind   string
	lang   string
	token  string
	hidden []int64 // hidden contributions the caller has a role on
	admins string  // the contribution type a type-admin caller administers
}

type typeData struct {
	fields, states, campaigns []int64
	visible                   []int64  // visible contributions outside drafts
	codes                     []string // their codes, by index
	evaluated                 []int64  // visible ones with scorecards whose state grants the report to MANAGER
	from, to                  time.Time
}

type planner struct {
	r       *rand.Rand
	callers []*caller
	byKind  map[string][]int
	types   map[string]*typeData
	tags    []int64
	words   []string // common title words
	phrases []string // a few consecutive words of real titles
	// threads: visible contributions outside drafts whose comments and
	// ratings are OPEN, with their visible comments (issue 17)
	threads []thread
	general int   // callers of the contribution scenarios (the moderators come after them)
	comp    int64 // the generated competition (-competition-ideas), 0: none
	ideas   int   // its submitted ideas
}

// thread is a contribution open for comments and ratings.
type thread struct {
	id       int64
	comments int
}

type planOptions struct {
	target, server, out, password, login string
	callers, requests, check             int
	seed                                 uint64
}

func runPlan(args []string, out io.Writer) error {
	var o planOptions
	fs := flag.NewFlagSet("contribgen plan", flag.ContinueOnError)
	fs.StringVar(&o.target, "db", "data/inno.db", "the database the server uses (PostgreSQL URL or SQLite file)")
	fs.StringVar(&o.server, "server", "http://127.0.0.1:8080", "the running server, to sign the callers in")
	fs.StringVar(&o.out, "out", "plans", "directory for the tokens file and one <scenario>.plan per scenario")
	fs.StringVar(&o.password, "password", "bench-pass", "password of the callers")
	fs.StringVar(&o.login, "cached-as", "bench00042", "the caller of the single-URL (cached) scenarios, if it exists")
	fs.IntVar(&o.callers, "callers", 48, "signed-in callers (at least 40), of every kind")
	fs.IntVar(&o.requests, "requests", 100000, "requests per scenario plan")
	fs.IntVar(&o.check, "check", 0, "send the first N requests of each plan once and fail on any answer outside 2xx")
	fs.Uint64Var(&o.seed, "seed", 1, "random seed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if o.callers < 5 || o.requests < 1 {
		return fmt.Errorf("need -callers ≥ 5 and -requests ≥ 1")
	}
	ctx := context.Background()
	d, err := openTarget(ctx, o.target)
	if err != nil {
		return err
	}
	defer d.Close()
	p := &planner{r: rand.New(rand.NewPCG(o.seed, 0x91a7)), byKind: map[string][]int{}, types: map[string]*typeData{}}
	if err := p.read(ctx, d, o); err != nil {
		return err
	}
	client := &http.Client{Timeout: 30 * time.Second}
	for _, c := range p.callers {
		if c.token, err = signIn(client, o.server, c.login, o.password); err != nil {
			return err
		}
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	var tokens bytes.Buffer
	for _, c := range p.callers {
		tokens.WriteString(c.token + "\n")
	}
	if err := os.WriteFile(filepath.Join(o.out, "tokens"), tokens.Bytes(), 0o600); err != nil {
		return err
	}
	kinds := make([]string, 0, len(p.byKind))
	for _, k := range []string{kindInternal, kindExternal, kindMentor, kindAdmin, kindHidden, kindModerator} {
		kinds = append(kinds, fmt.Sprintf("%d %s", len(p.byKind[k]), k))
	}
	fmt.Fprintf(out, "plan: %d callers (%s), %d requests per scenario in %s\n", len(p.callers), strings.Join(kinds, ", "), o.requests, o.out)
	for _, sc := range p.scenarios(o) {
		if err := writePlan(filepath.Join(o.out, sc.name+".plan"), sc.lines); err != nil {
			return err
		}
		if o.check > 0 {
			if err := checkPlan(client, o.server, p.callers, sc, o.check); err != nil {
				return err
			}
		}
	}
	if o.check > 0 {
		fmt.Fprintf(out, "plan: the first %d requests of each plan answered 2xx\n", o.check)
	}
	return nil
}

// planLine is one request: who sends it and its path; a line with a body
// is a POST of that JSON (adding a comment).
type planLine struct {
	caller int
	path   string
	body   string
}

type scenario struct {
	name  string
	lines []planLine
}

func (p *planner) scenarios(o planOptions) []scenario {
	n := o.requests
	gen := func(name string, next func() planLine) scenario {
		sc := scenario{name: name, lines: make([]planLine, n)}
		for i := range sc.lines {
			sc.lines[i] = next()
		}
		return sc
	}
	all := func() int { return p.r.IntN(p.general) }
	hidden := func() int { return p.byKind[kindHidden][p.r.IntN(len(p.byKind[kindHidden]))] }
	admin := func() int { return p.byKind[kindAdmin][p.r.IntN(len(p.byKind[kindAdmin]))] }
	var out []scenario
	for _, s := range Sorts {
		out = append(out, gen("list-"+strings.Split(s, ",")[0], func() planLine { return p.list(all(), s) }))
	}
	out = append(out,
		gen("filter", func() planLine { return p.filtered(all()) }),
		gen("filter-hidden-role", func() planLine { return p.filtered(hidden()) }),
		gen("detail", func() planLine { return p.detail(all()) }),
		gen("eval-detail", func() planLine { return p.evalDetail(admin()) }),
		gen("eval-report", func() planLine { return p.evalReport(admin()) }),
		gen("search", func() planLine { return p.search(all()) }),
		gen("comments", func() planLine { return p.comments(all()) }),
		gen("rating-detail", func() planLine { return p.ratingDetail(all()) }),
		gen("add-comment", func() planLine { return p.addComment(all()) }),
		gen("mixed", func() planLine {
			switch w := p.r.IntN(100); {
			case w < 50:
				return p.list(all(), Sorts[p.r.IntN(len(Sorts))])
			case w < 70:
				return p.filtered(all())
			case w < 90:
				return p.detail(all())
			default:
				return p.search(all())
			}
		}))
	if p.comp != 0 {
		out = append(out, gen("competition-ideas", func() planLine { return p.competitionIdeas() }))
	}
	// The single URLs of the earlier bench/load.sh, answered from the
	// per-node caches after the first request: "cached" rows.
	// A plain internal caller (none of their roles on a hidden contribution):
	// their "all" list is the one shared by most callers.
	internal := p.byKind[kindInternal]
	one := internal[0]
	if i := slices.IndexFunc(internal, func(k int) bool { return p.callers[k].login == o.login }); i >= 0 {
		one = internal[i]
	}
	suggestions := p.types["SUGGESTION"]
	lang := "&langkey=" + p.callers[one].lang
	field := ""
	if len(suggestions.fields) > 0 {
		field = fmt.Sprintf("contributionFieldId=%d&", suggestions.fields[0])
	}
	single := func(name, path string) scenario {
		return scenario{name: name, lines: []planLine{{caller: one, path: path}}}
	}
	out = append(out,
		single("cached-list", api+"/SUGGESTION/0/all?page=3&size=10&sort=dateUpdated,desc"+lang),
		single("cached-filter", api+"/SUGGESTION/0/all?"+field+"title=energy&page=0&size=10&sort=dateUpdated,desc"+lang),
		single("cached-detail", fmt.Sprintf("%s/%d?langkey=%s", api, suggestions.visible[len(suggestions.visible)-1], p.callers[one].lang)))
	return out
}

// competitionIdeas is a page of the ideas-manage page (get-ideas) of the
// generated competition, in any sort, by one of its moderators.
func (p *planner) competitionIdeas() planLine {
	mods := p.byKind[kindModerator]
	c := mods[p.r.IntN(len(mods))]
	q := url.Values{"page": {strconv.Itoa(p.r.IntN(max(p.ideas/pageSize, 1)))}, "size": {strconv.Itoa(pageSize)},
		"sort": {IdeaSorts[p.r.IntN(len(IdeaSorts))]}}
	return planLine{caller: c, path: fmt.Sprintf("%s/get-ideas/%d/%s?%s", api, p.comp, p.callers[c].lang, q.Encode())}
}

func (p *planner) pickType() (string, *typeData) {
	t := planTypes[p.r.IntN(len(planTypes))]
	return t, p.types[t]
}

func listPath(typ string, q url.Values) string { return api + "/" + typ + "/0/all?" + q.Encode() }

// list is a page 0 … maxPage of the "all" list in one sort.
func (p *planner) list(c int, sort string) planLine {
	typ, _ := p.pickType()
	q := url.Values{"page": {strconv.Itoa(p.r.IntN(maxPage + 1))}, "size": {strconv.Itoa(pageSize)}, "sort": {sort},
		"langkey": {p.callers[c].lang}}
	return planLine{caller: c, path: listPath(typ, q)}
}

// filtered is the "all" list with one to three filters of the filter form
// (field, state, tag, campaign, code, submitted from/to, title words, now
// and then the caller's role), in any sort, mostly its first page.
func (p *planner) filtered(c int) planLine {
	typ, td := p.pickType()
	q := url.Values{"size": {strconv.Itoa(pageSize)}, "sort": {Sorts[p.r.IntN(len(Sorts))]}, "langkey": {p.callers[c].lang}}
	page := 0
	if p.r.IntN(5) == 0 {
		page = 1 + p.r.IntN(5)
	}
	q.Set("page", strconv.Itoa(page))
	kinds := []string{"field", "state", "tag", "campaign", "code", "dates", "title", "field", "state", "title", "role"}
	for _, k := range p.r.Perm(len(kinds))[:1+p.r.IntN(3)] {
		switch kinds[k] {
		case "field":
			if len(td.fields) > 0 {
				q.Set("contributionFieldId", strconv.FormatInt(td.fields[p.r.IntN(len(td.fields))], 10))
			}
		case "state":
			q.Set("stateId", strconv.FormatInt(td.states[p.r.IntN(len(td.states))], 10))
		case "tag":
			if len(p.tags) > 0 {
				q.Set("selectedTagId", strconv.FormatInt(p.tags[p.r.IntN(len(p.tags))], 10))
			}
		case "campaign":
			if len(td.campaigns) > 0 {
				q.Set("campaignId", strconv.FormatInt(td.campaigns[p.r.IntN(len(td.campaigns))], 10))
			}
		case "code":
			code := td.codes[p.r.IntN(len(td.codes))]
			if p.r.IntN(2) == 0 { // a code's beginning: about a hundred codes
				code = code[:max(len(code)-2, 1)]
			}
			q.Set("eiId", code)
		case "dates":
			span := td.to.Sub(td.from)
			from := td.from.Add(time.Duration(p.r.Int64N(int64(span) + 1)))
			to := from.Add(time.Duration(7+p.r.IntN(180)) * 24 * time.Hour)
			if p.r.IntN(4) != 0 {
				q.Set("dateSubmittedFrom", from.Format(time.DateOnly))
			}
			q.Set("dateSubmittedTo", to.Format(time.DateOnly))
		case "title":
			q.Set("title", p.term())
		case "role":
			q.Set("role", filterRoles[p.r.IntN(3)]) // owner, mentor, expert: the ones people hold
		}
	}
	return planLine{caller: c, path: listPath(typ, q)}
}

// term is a common title word or a phrase from a title, half and half.
func (p *planner) term() string {
	if p.r.IntN(2) == 0 && len(p.words) > 0 {
		return p.words[p.r.IntN(len(p.words))]
	}
	return p.phrases[p.r.IntN(len(p.phrases))]
}

// search is the title search of the filter form alone: the list's first
// page (or one of the next two), default sort.
func (p *planner) search(c int) planLine {
	typ, _ := p.pickType()
	q := url.Values{"title": {p.term()}, "page": {strconv.Itoa(max(0, p.r.IntN(6)-3))}, "size": {strconv.Itoa(pageSize)},
		"sort": {Sorts[0]}, "langkey": {p.callers[c].lang}}
	return planLine{caller: c, path: listPath(typ, q)}
}

// detail is a contribution the caller may see: any visible one, or now and
// then one of the hidden ones the caller has a role on.
func (p *planner) detail(c int) planLine {
	cl := p.callers[c]
	var id int64
	if len(cl.hidden) > 0 && p.r.IntN(5) == 0 {
		id = cl.hidden[p.r.IntN(len(cl.hidden))]
	} else {
		_, td := p.pickType()
		id = td.visible[p.r.IntN(len(td.visible))]
	}
	return planLine{caller: c, path: fmt.Sprintf("%s/%d?langkey=%s", api, id, cl.lang)}
}

// thread picks a contribution open for comments and ratings.
func (p *planner) thread() thread { return p.threads[p.r.IntN(len(p.threads))] }

// comments is a page of a thread, oldest first, any page of it (the tab
// opens on the first; "newest" jumps to the last).
func (p *planner) comments(c int) planLine {
	t := p.thread()
	page := p.r.IntN(max(1, (t.comments+9)/10))
	return planLine{caller: c, path: fmt.Sprintf("/api/v3/comments/list/%d?page=%d&size=10", t.id, page)}
}

// ratingDetail is what the detail page of a rated contribution asks: the
// detail and the rating summary its card shows, half and half.
func (p *planner) ratingDetail(c int) planLine {
	t := p.thread()
	if p.r.IntN(2) == 0 {
		return planLine{caller: c, path: fmt.Sprintf("/api/v3/contribution-ratings/%d", t.id)}
	}
	return planLine{caller: c, path: fmt.Sprintf("%s/%d?langkey=%s", api, t.id, p.callers[c].lang)}
}

// addComment posts a comment on an open thread.
func (p *planner) addComment(c int) planLine {
	t := p.thread()
	body, _ := json.Marshal(map[string]string{"comment": fmt.Sprintf("Load test comment %d: %s", p.r.IntN(1e6), p.words[p.r.IntN(len(p.words))])})
	return planLine{caller: c, path: fmt.Sprintf("/api/v3/comments/add-comment/%d", t.id), body: string(body)}
}

// evaluated is an evaluated contribution of the type caller c administers.
func (p *planner) evaluated(c int) (string, int64) {
	typ := p.callers[c].admins
	ev := p.types[typ].evaluated
	return typ, ev[p.r.IntN(len(ev))]
}

// evalDetail is what the detail page of an evaluated contribution asks as
// its administrator: the detail, and the evaluation report its tab shows,
// half and half (the report is the evaluation summary).
func (p *planner) evalDetail(c int) planLine {
	if p.r.IntN(2) == 0 {
		return p.evalReport(c)
	}
	_, id := p.evaluated(c)
	return planLine{caller: c, path: fmt.Sprintf("%s/%d?langkey=%s", api, id, p.callers[c].lang)}
}

// evalReport is the evaluation report of one evaluated contribution (five
// pre-evaluation scorecards), read by its type's administrator.
func (p *planner) evalReport(c int) planLine {
	typ, id := p.evaluated(c)
	return planLine{caller: c, path: fmt.Sprintf("/api/v3/evals/contribution/report/%s/%d/ALL", typ, id)}
}

// read gathers the callers and what there is to ask for.
func (p *planner) read(ctx context.Context, d *db.DB, o planOptions) error {
	type user struct {
		id          int64
		login, lang string
		roles       []string
	}
	users := map[int64]*user{}
	var ids []int64
	rows, err := d.Query(ctx, `SELECT u.id, u.login, u.lang_key, a.authority_name FROM app_user u
		JOIN user_authority a ON a.user_id = u.id WHERE u.activated = ? ORDER BY u.id`, true)
	if err != nil {
		return fmt.Errorf("plan: users: %w", err)
	}
	for rows.Next() {
		var id int64
		var login, lang, role string
		if err := rows.Scan(&id, &login, &lang, &role); err != nil {
			_ = rows.Close()
			return err
		}
		u := users[id]
		if u == nil {
			u = &user{id: id, login: login, lang: lang}
			users[id] = u
			ids = append(ids, id)
		}
		u.roles = append(u.roles, role)
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	fieldUsers, err := int64Set(ctx, d, "SELECT user_id FROM contribution_field_user WHERE is_active = ?", true)
	if err != nil {
		return err
	}
	mentors, err := int64Set(ctx, d, "SELECT user_id FROM contribution_field_user WHERE is_active = ? AND user_role = ?", true, lifecycle.RoleMentor)
	if err != nil {
		return err
	}
	// Evaluators (experts, implementers…) hold roles on many contributions:
	// neither plain internal users nor the owners of hidden ones.
	evaluators, err := int64Set(ctx, d, "SELECT DISTINCT user_id FROM contribution_user WHERE user_role NOT IN (?, ?)",
		lifecycle.RoleOwner, lifecycle.RoleViewer)
	if err != nil {
		return err
	}
	hiddenOf := map[int64][]int64{}
	rows, err = d.Query(ctx, `SELECT DISTINCT cu.user_id, c.id FROM contribution c JOIN contribution_user cu ON cu.contribution_id = c.id
		WHERE c.visible = ? AND c.publish_state <> ? AND cu.is_active = ? AND cu.user_role <> ?`,
		false, "DRAFT", true, lifecycle.RoleViewer)
	if err != nil {
		return fmt.Errorf("plan: hidden roles: %w", err)
	}
	for rows.Next() {
		var u, c int64
		if err := rows.Scan(&u, &c); err != nil {
			_ = rows.Close()
			return err
		}
		hiddenOf[u] = append(hiddenOf[u], c)
	}
	_ = rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}

	// Every kind of caller, then plain internal users up to o.callers.
	candidates := map[string][]int64{}
	for _, id := range ids {
		u := users[id]
		has := func(r string) bool { return slices.Contains(u.roles, r) }
		switch {
		case has(auth.RoleAdmin) || has(auth.RoleAppAdmin):
			continue // the platform's own administrators are not contributors here
		case has(auth.RoleSuggestionAdmin) || has(auth.RoleImprovementAdmin):
			candidates[kindAdmin] = append(candidates[kindAdmin], id)
		case mentors[id]:
			candidates[kindMentor] = append(candidates[kindMentor], id)
		case fieldUsers[id] || evaluators[id]:
			continue
		case has(auth.RoleExternal):
			candidates[kindExternal] = append(candidates[kindExternal], id)
		case len(hiddenOf[id]) > 0 && has(auth.RoleInternal):
			candidates[kindHidden] = append(candidates[kindHidden], id)
		case has(auth.RoleInternal):
			candidates[kindInternal] = append(candidates[kindInternal], id)
		}
	}
	want := map[string]int{kindAdmin: 4, kindMentor: 6, kindExternal: 8, kindHidden: 8}
	want[kindInternal] = o.callers - 26
	if o.callers < 40 {
		want = map[string]int{kindAdmin: 1, kindMentor: 1, kindExternal: 1, kindHidden: 1, kindInternal: o.callers - 4}
	}
	for _, k := range []string{kindInternal, kindExternal, kindMentor, kindAdmin, kindHidden} {
		cs := candidates[k]
		if len(cs) == 0 {
			return fmt.Errorf("plan: no %s caller in the database (bench/contribgen makes every kind)", k)
		}
		// The cached scenarios' caller first, then a random choice.
		p.r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
		if i := slices.IndexFunc(cs, func(id int64) bool { return users[id].login == o.login }); i > 0 {
			cs[0], cs[i] = cs[i], cs[0]
		}
		for _, id := range cs[:min(want[k], len(cs))] {
			u := users[id]
			p.byKind[k] = append(p.byKind[k], len(p.callers))
			cl := &caller{id: id, login: u.login, kind: k, lang: u.lang, hidden: hiddenOf[id]}
			if k == kindAdmin {
				cl.admins = "SUGGESTION"
				if !slices.Contains(u.roles, auth.RoleSuggestionAdmin) {
					cl.admins = "IMPROVEMENT"
				}
			}
			p.callers = append(p.callers, cl)
		}
	}
	p.general = len(p.callers)
	// The generated competition's moderators, for its scenario only.
	if t, err := readCompetition(ctx, d); err == nil && t.ideas > 0 {
		p.comp, p.ideas = t.id, t.ideas
		mods, err := db.Strings(ctx, d, `SELECT u.login FROM competition_moderator m JOIN app_user u ON u.id = m.user_id
			WHERE m.competition_id = ? ORDER BY u.id`, t.id)
		if err != nil {
			return err
		}
		for _, login := range mods {
			for id, u := range users {
				if u.login == login {
					p.byKind[kindModerator] = append(p.byKind[kindModerator], len(p.callers))
					p.callers = append(p.callers, &caller{id: id, login: login, kind: kindModerator, lang: u.lang})
				}
			}
		}
	}

	for _, typ := range planTypes {
		td := &typeData{}
		p.types[typ] = td
		if td.fields, err = int64List(ctx, d, "SELECT id FROM contribution_field WHERE contribution_type = ? AND is_active = ? ORDER BY id", typ, true); err != nil {
			return err
		}
		if td.campaigns, err = int64List(ctx, d, "SELECT id FROM campaign WHERE campaign_type = ? ORDER BY id", typ); err != nil {
			return err
		}
		if td.states, err = int64List(ctx, d, `SELECT DISTINCT n.state_id FROM contribution_count n JOIN life_cycle_state s ON s.id = n.state_id
			WHERE n.contribution_type = ? AND n.n > 0 AND s.state_type NOT IN (?, ?) ORDER BY n.state_id`, typ, lifecycle.TypeNew, lifecycle.TypeDraft); err != nil {
			return err
		}
		rows, err := d.Query(ctx, "SELECT id, code FROM contribution WHERE contribution_type = ? AND visible = ? AND publish_state <> ? ORDER BY id",
			typ, true, "DRAFT")
		if err != nil {
			return fmt.Errorf("plan: contributions: %w", err)
		}
		for rows.Next() {
			var id int64
			var code string
			if err := rows.Scan(&id, &code); err != nil {
				_ = rows.Close()
				return err
			}
			td.visible = append(td.visible, id)
			td.codes = append(td.codes, code)
		}
		_ = rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if len(td.visible) == 0 || len(td.states) == 0 {
			return fmt.Errorf("plan: no visible %s outside drafts", typ)
		}
		// evaluated: in a state whose commands give the report to the MANAGER (the default pre and expert evaluations)
		if td.evaluated, err = int64List(ctx, d, `SELECT c.id FROM contribution c JOIN life_cycle_state s ON s.id = c.state_id
			WHERE c.contribution_type = ? AND c.visible = ? AND s.code IN (?, ?)
			AND EXISTS (SELECT 1 FROM eval_scorecard e WHERE e.contribution_id = c.id) ORDER BY c.id`,
			typ, true, lifecycle.StatePreEvaluation, lifecycle.StateExpertEvaluation); err != nil {
			return err
		}
		if len(td.evaluated) == 0 {
			return fmt.Errorf("plan: no evaluated %s (bench/contribgen writes scorecards)", typ)
		}
		// The span of submission dates, from the contributions read above.
		for _, id := range []int64{td.visible[0], td.visible[len(td.visible)-1]} {
			var at time.Time
			if err := d.QueryRow(ctx, "SELECT submitted_date FROM contribution WHERE id = ?", id).Scan(&at); err != nil {
				return fmt.Errorf("plan: submitted date: %w", err)
			}
			if td.from.IsZero() || at.Before(td.from) {
				td.from = at
			}
			if at.After(td.to) {
				td.to = at
			}
		}
	}
	if p.tags, err = int64List(ctx, d, "SELECT id FROM contribution_tag WHERE is_active = ? ORDER BY id", true); err != nil {
		return err
	}
	if p.threads, err = db.Collect(ctx, d, func(sc db.Scanner) (thread, error) {
		var t thread
		err := sc.Scan(&t.id, &t.comments)
		return t, err
	}, `SELECT id, comment_count FROM contribution WHERE visible = ? AND publish_state <> ? AND comment_status = ? AND rating_status = ?
		AND comment_count > 0 ORDER BY id`, true, "DRAFT", "OPEN", "OPEN"); err != nil {
		return fmt.Errorf("plan: threads: %w", err)
	}
	if len(p.threads) == 0 {
		return fmt.Errorf("plan: no contribution open for comments (bench/contribgen -comments writes them)")
	}

	// Title words and phrases from a sample of real titles: the words in at
	// least 1 % of them, and two to four consecutive words of a title.
	sug := p.types["SUGGESTION"].visible
	step := max(len(sug)/2000, 1)
	seen := map[string]int{}
	var titles int
	for i := 0; i < len(sug); i += step {
		var title string
		if err := d.QueryRow(ctx, "SELECT title FROM contribution WHERE id = ?", sug[i]).Scan(&title); err != nil {
			return fmt.Errorf("plan: title: %w", err)
		}
		titles++
		words := strings.FieldsFunc(strings.ToLower(title), func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
		for _, w := range slices.Compact(slices.Sorted(slices.Values(words))) {
			if len([]rune(w)) >= 4 {
				seen[w]++
			}
		}
		if len(words) >= 2 {
			k := 2 + p.r.IntN(3)
			k = min(k, len(words))
			at := p.r.IntN(len(words) - k + 1)
			p.phrases = append(p.phrases, strings.Join(words[at:at+k], " "))
		}
	}
	for w, n := range seen {
		if n*100 >= titles {
			p.words = append(p.words, w)
		}
	}
	slices.Sort(p.words)
	if len(p.phrases) == 0 {
		return fmt.Errorf("plan: no titles to search for")
	}
	return nil
}

func int64List(ctx context.Context, d *db.DB, query string, args ...any) ([]int64, error) {
	out, err := db.Collect(ctx, d, func(sc db.Scanner) (int64, error) {
		var v int64
		err := sc.Scan(&v)
		return v, err
	}, query, args...)
	if err != nil {
		return nil, fmt.Errorf("plan: %s: %w", strings.Fields(query)[3], err)
	}
	return out, nil
}

func int64Set(ctx context.Context, d *db.DB, query string, args ...any) (map[int64]bool, error) {
	list, err := int64List(ctx, d, query, args...)
	out := map[int64]bool{}
	for _, v := range list {
		out[v] = true
	}
	return out, err
}

func signIn(client *http.Client, server, login, password string) (string, error) {
	body, _ := json.Marshal(map[string]string{"username": login, "password": password})
	res, err := client.Post(server+"/api/authenticate", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", fmt.Errorf("plan: sign in %s: %w", login, err)
	}
	defer res.Body.Close()
	var out struct {
		IDToken string `json:"id_token"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || res.StatusCode != http.StatusOK || out.IDToken == "" {
		return "", fmt.Errorf("plan: sign in %s: status %d, %v", login, res.StatusCode, err)
	}
	return out.IDToken, nil
}

func writePlan(path string, lines []planLine) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	for _, l := range lines {
		if l.body != "" {
			fmt.Fprintf(w, "%d POST %s %s\n", l.caller, l.path, l.body)
			continue
		}
		fmt.Fprintf(w, "%d %s\n", l.caller, l.path)
	}
	if err := w.Flush(); err != nil {
		_ = f.Close()
		return err
	}
	return f.Close()
}

// checkPlan sends the first n requests of a plan and fails on any answer
// outside 2xx, naming the first few.
func checkPlan(client *http.Client, server string, callers []*caller, sc scenario, n int) error {
	var bad []string
	for _, l := range sc.lines[:min(n, len(sc.lines))] {
		method, payload := http.MethodGet, io.Reader(nil)
		if l.body != "" {
			method, payload = http.MethodPost, strings.NewReader(l.body)
		}
		req, err := http.NewRequest(method, server+l.path, payload)
		if err != nil {
			return err
		}
		if l.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		req.Header.Set("Authorization", "Bearer "+callers[l.caller].token)
		res, err := client.Do(req)
		if err != nil {
			return fmt.Errorf("plan %s: %s: %w", sc.name, l.path, err)
		}
		body, _ := io.ReadAll(io.LimitReader(res.Body, 300))
		_ = res.Body.Close()
		if res.StatusCode/100 != 2 {
			bad = append(bad, fmt.Sprintf("%d %s as %s (%s): %s", res.StatusCode, l.path, callers[l.caller].login,
				callers[l.caller].kind, strings.TrimSpace(string(body))))
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("plan %s: %d of %d requests outside 2xx:\n%s", sc.name, len(bad), min(n, len(sc.lines)),
			strings.Join(bad[:min(len(bad), 5)], "\n"))
	}
	return nil
}
