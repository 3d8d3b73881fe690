// Command contribgen fills an Inno database with a realistic load: users
// (activated, most in organization units, one bcrypt hash shared by all),
// contribution fields with their mentors, and SUGGESTION and IMPROVEMENT
// contributions spread over the states of the default life cycles, with
// their people, history, tasks, points, pre-evaluation scorecards (five on
// each contribution that reached the pre-evaluation), comments and ratings
// (-comments, -ratings; the row carries the counters the lists read) and
// per-state counters written as the engine would have written them.
//
//	go run ./bench/contribgen -db data/inno.db -contributions 100000 -users 10000
//	go run ./bench/contribgen -db 'postgres://postgres@127.0.0.1:5432/inno_bench?sslmode=disable'
//
// The database is opened and migrated through internal/db and the default
// life cycles are seeded through internal/lifecycle, so the schema is the
// app's own. Rows go in a transaction per chunk of contributions: multi-row
// prepared INSERTs on SQLite, COPY on PostgreSQL (where the non-unique
// indexes of those tables are built after the copy). Generated users sign in as
// <prefix>00001 … with -password. bench/README.md tells how bench/load.sh
// uses it.
//
//	contribgen plan -db <database> -server <url> -out <dir>
//
// writes the requests bench/load.sh replays (plan.go): many signed-in
// callers of every kind over random pages, every sort the list offers,
// random filters, details and title searches.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Contribution types, codes and constants the engine uses
// (internal/contribution: codePrefix, Task*, History*).
var codePrefix = map[string]string{"SUGGESTION": "SUG", "IMPROVEMENT": "IMP"}

const (
	placeholderTitle = "New contribution"
	historyCreated   = "CREATED"
	historyState     = "STATE"
	historyAssign    = "ASSIGNMENT"
	historyCommand   = "COMMAND"
	createdBy        = "contribgen"
)

// variant is one way through the default life cycle: the actions run from
// the initial state, the state they end in, and how often it occurs (per 100).
type variant struct {
	actions []string
	final   string
	weight  int
}

var (
	toPre    = []string{"submit", "start-pre-evaluation"}
	toExpert = append(slices.Clone(toPre), "send-to-expert")
	toAccept = append(slices.Clone(toExpert), "accept")
	toImpl   = append(slices.Clone(toAccept), "start-implementation")
	variants = []variant{
		{nil, lifecycle.StateDraft, 6},
		{[]string{"submit", "return-to-owner"}, lifecycle.StateDraft, 2},
		{[]string{"cancel"}, lifecycle.StateCancelled, 3},
		{[]string{"submit"}, lifecycle.StateSubmitted, 10},
		{[]string{"submit", "cancel"}, lifecycle.StateCancelled, 3},
		{toPre, lifecycle.StatePreEvaluation, 12},
		{append(slices.Clone(toPre), "reject"), lifecycle.StateRejected, 8},
		{toExpert, lifecycle.StateExpertEvaluation, 10},
		{append(slices.Clone(toExpert), "reject"), lifecycle.StateRejected, 6},
		{toAccept, lifecycle.StateAccepted, 8},
		{toImpl, lifecycle.StateImplementation, 10},
		{append(slices.Clone(toImpl), "complete"), lifecycle.StateCompleted, 22},
	}
)

var (
	firstNames = []string{"Ayşe", "Mehmet", "Elif", "Ahmet", "Zeynep", "Mustafa", "Fatma", "Emre", "Merve", "Can",
		"Deniz", "Burak", "Selin", "Oğuz", "Ece", "Kerem", "Derya", "Onur", "Gizem", "Serkan", "Anna", "James",
		"Maria", "David", "Laura", "Thomas", "Sofia", "Daniel", "Emma", "Lucas"}
	lastNames = []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın",
		"Özdemir", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin", "Koç", "Kurt", "Özkan", "Smith", "Müller",
		"Rossi", "Martin", "García", "Novak", "Jensen", "Brown", "Schmidt", "Dubois", "Silva", "Weber"}
	unitNames = []string{"Research & Development", "Production", "Quality", "Logistics", "Maintenance",
		"Purchasing", "Sales", "Marketing", "Finance", "Human Resources", "Information Technology", "Legal",
		"Customer Service", "Health & Safety", "Facilities", "Engineering", "Planning", "Warehouse",
		"Packaging", "Training"}
	fieldNames = [][2]string{{"Occupational safety", "İş güvenliği"}, {"Energy saving", "Enerji tasarrufu"},
		{"Quality", "Kalite"}, {"Cost reduction", "Maliyet azaltma"}, {"Environment", "Çevre"},
		{"Customer satisfaction", "Müşteri memnuniyeti"}, {"Digitalisation", "Dijitalleşme"},
		{"Workplace", "Çalışma ortamı"}, {"Logistics", "Lojistik"}, {"Productivity", "Verimlilik"},
		{"Health", "Sağlık"}, {"Training", "Eğitim"}}
)

func main() {
	run := run
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "plan" {
		run, args = runPlan, args[1:]
	}
	if len(args) > 0 && args[0] == "competition" {
		run, args = runCompetitionTiming, args[1:]
	}
	if err := run(args, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "contribgen:", err)
		os.Exit(1)
	}
}

type options struct {
	target        string
	users         int
	contributions int
	password      string
	prefix        string
	seed          uint64
	chunk         int
	fields        int
	hidden        float64
	cpuProfile    string
	cost          int
	comments      int
	ratings       int
	chatItems     int
	compIdeas     int
	juryMembers   int
	lateIndexes   bool
}

func run(args []string, out io.Writer) error {
	var o options
	fs := flag.NewFlagSet("contribgen", flag.ContinueOnError)
	fs.StringVar(&o.target, "db", "data/inno.db", "PostgreSQL URL (postgres://…; add &search_path=… for a schema) or SQLite file (the server's is $INNO_DATA_DIR/inno.db)")
	fs.IntVar(&o.users, "users", 10000, "users to create")
	fs.IntVar(&o.contributions, "contributions", 100000, "contributions to create (60% SUGGESTION, 40% IMPROVEMENT)")
	fs.StringVar(&o.password, "password", "bench-pass", "password of every generated user (hashed once)")
	fs.StringVar(&o.prefix, "prefix", "bench", "login prefix: users are <prefix>00001, <prefix>00002, …")
	fs.Uint64Var(&o.seed, "seed", 1, "random seed: the same seed gives the same data")
	fs.IntVar(&o.chunk, "chunk", 10000, "contributions per transaction")
	fs.Float64Var(&o.hidden, "hidden", 3, "per cent of the submitted contributions hidden by an evaluator")
	fs.IntVar(&o.cost, "password-cost", 10, "bcrypt cost of the shared password hash (the server's default is 10)")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of the run to this file")
	fs.IntVar(&o.fields, "fields", 12, "contribution fields per type (at most 12)")
	fs.IntVar(&o.comments, "comments", -1, "comments over the contributions outside drafts (issue 17); -1: 10 per contribution, at most 1,000,000")
	fs.IntVar(&o.ratings, "ratings", -1, "ratings over the contributions outside drafts, one per person and contribution; -1: 3 per contribution, at most 300,000")
	fs.IntVar(&o.chatItems, "chat-items", 0, "chat items to write over the owners–mentor sessions (issue 17: 200000)")
	fs.IntVar(&o.compIdeas, "competition-ideas", 0, "ideas of a competition "+CompetitionCode+" in EVAL3 with three juries and their scorecards (issue 18: 5000)")
	fs.IntVar(&o.juryMembers, "jury-members", 10, "members of each of the competition's three juries")
	fs.BoolVar(&o.lateIndexes, "late-indexes", true, "PostgreSQL: drop the non-unique indexes of the tables the contributions fill and build them after the copy")
	if err := fs.Parse(args); err != nil {
		return err
	}
	defaultFeedback(&o)
	if o.users < 20 || o.contributions < 0 || o.chunk < 1 || o.fields < 1 || o.fields > len(fieldNames) || o.hidden < 0 || o.hidden > 100 ||
		o.comments < 0 || o.ratings < 0 {
		return fmt.Errorf("need -users ≥ 20, -contributions ≥ 0, -chunk ≥ 1, 1 ≤ -fields ≤ %d, 0 ≤ -hidden ≤ 100, -comments ≥ 0, -ratings ≥ 0", len(fieldNames))
	}
	if limit := int64(o.users-1) * int64(o.contributions); int64(o.ratings) > limit/2 {
		return fmt.Errorf("-ratings %d: too many for %d users over %d contributions", o.ratings, o.users, o.contributions)
	}
	ctx := context.Background()
	started := time.Now()
	d, err := openTarget(ctx, o.target)
	if err != nil {
		return err
	}
	defer d.Close()
	if d.Dialect == db.SQLite {
		// One writer anyway; a bulk load need not wait for the disk at each
		// checkpoint (a crash mid-run means running it again).
		d.SQL().SetMaxOpenConns(1)
		for _, pragma := range []string{"PRAGMA synchronous = OFF", "PRAGMA cache_size = -65536"} {
			if _, err := d.Exec(ctx, pragma); err != nil {
				return fmt.Errorf("%s: %w", pragma, err)
			}
		}
	}
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	// The rows of a chunk are short-lived garbage by the million: collecting
	// less often saves a fifth of the generator's CPU, for some more memory.
	debug.SetGCPercent(400)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := d.Migrate(ctx, quiet); err != nil {
		return err
	}
	lcs := lifecycle.NewStore(d)
	if err := lifecycle.SeedDefaults(ctx, lcs); err != nil {
		return fmt.Errorf("seed life cycles: %w", err)
	}
	// the default pre-evaluation definitions, as the server seeds them at start
	if err := evaluation.SeedDefaults(ctx, evaluation.NewService(d, nil)); err != nil {
		return fmt.Errorf("seed evaluation definitions: %w", err)
	}
	g := &gen{d: d, o: o, r: rand.New(rand.NewPCG(o.seed, 0x1eed)), now: db.Now(), cycles: map[string]*cycle{}}
	g.txt = text{g.r}
	evals := evaluation.NewStore(d)
	for _, typ := range []string{"SUGGESTION", "IMPROVEMENT"} {
		lc, err := lcs.DefaultFor(ctx, typ)
		if err != nil {
			return err
		}
		defID, err := evals.Latest(ctx, typ, lifecycle.EvalPre, nil)
		if err != nil {
			return err
		}
		def, err := evals.Get(ctx, defID)
		if err != nil {
			return fmt.Errorf("pre-evaluation definition of %s: %w", typ, err)
		}
		g.cycles[typ] = &cycle{lc: lc, initial: lc.Initial(), pre: def}
	}
	fmt.Fprintf(out, "contribgen: %s database, schema version ready in %s\n", d.Dialect, time.Since(started).Round(time.Millisecond))

	step := time.Now()
	if err := g.people(ctx); err != nil {
		return err
	}
	fmt.Fprintf(out, "  %d users, %d units, %d fields, %d tags, %d campaigns in %s\n", len(g.users), len(g.units), 2*o.fields,
		len(g.tags), 2*campaignsPerType, time.Since(step).Round(time.Millisecond))

	var dropped []index
	if d.Dialect == db.Postgres && o.lateIndexes {
		if dropped, err = dropIndexes(ctx, d, bulkTables); err != nil {
			return err
		}
	}
	step = time.Now()
	n, err := g.contributions(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "  %d contributions, %d people, %d history rows, %d tasks, %d point rows, %d tag links, %d scorecards, "+
		"%d comments, %d ratings in %s\n", n, g.tUser.total, g.tHistory.total, g.tTask.total, g.tPoint.total, g.tTag.total, g.tCard.total,
		g.tComment.total, g.tRating.total, time.Since(step).Round(time.Millisecond))
	if len(dropped) > 0 {
		step = time.Now()
		if err := createIndexes(ctx, d, dropped); err != nil {
			return err
		}
		fmt.Fprintf(out, "  %d indexes built after the copy in %s\n", len(dropped), time.Since(step).Round(time.Millisecond))
	}

	if o.chatItems > 0 {
		step = time.Now()
		sessions, items, err := g.chats(ctx, o.chatItems)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "  %d chat sessions, %d chat items in %s\n", sessions, items, time.Since(step).Round(time.Millisecond))
	}

	if o.compIdeas > 0 {
		step = time.Now()
		cid, members, cards, err := g.competition(ctx, o.compIdeas, o.juryMembers)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "  competition %s (id %d, EVAL3): %d ideas, 3 juries of %d, %d scorecards in %s\n", CompetitionCode, cid, o.compIdeas,
			members, cards, time.Since(step).Round(time.Millisecond))
	}

	step = time.Now()
	if err := g.finish(ctx); err != nil {
		return err
	}
	fmt.Fprintf(out, "  counters, sequences and statistics in %s\n", time.Since(step).Round(time.Millisecond))
	fmt.Fprintf(out, "done in %s; sign in as %s00042 (or any %s00001…%s%05d) with password %q\n",
		time.Since(started).Round(time.Millisecond), o.prefix, o.prefix, o.prefix, o.users, o.password)
	if i := slices.Index(g.users, g.hiddenOwner); g.hiddenOwner != 0 && i >= 0 {
		fmt.Fprintf(out, "owner of a hidden suggestion: %s%05d\n", o.prefix, i+1)
	}
	return nil
}

type cycle struct {
	lc      *lifecycle.LifeCycle
	initial *lifecycle.State
	pre     evaluation.EvalDefinition // the pre-evaluation definition the scorecards answer
}

type field struct {
	id      int64
	mentors []int64
}

type gen struct {
	d      *db.DB
	o      options
	r      *rand.Rand
	txt    text
	now    time.Time
	cycles map[string]*cycle

	units  []int64
	users  []int64            // generated users by index
	staff  []int64            // internal users who mentor, evaluate and implement
	admins map[string][]int64 // type → its administrators (the MANAGER role)
	fields map[string][]field // type → fields
	tags   []int64            // contribution tags, the first ones the most used
	camps  map[string][]int64 // type → its campaigns

	hiddenOwner int64 // the owner of a hidden, listed suggestion: a caller whose "all" list is their own

	tBody, tUser, tHistory, tTask, tPoint, tTag, tCard, tAnswer, tComment, tRating *table
	nextCard                                                                       int64 // the next scorecard id
}

func (g *gen) maxID(ctx context.Context, tbl string) (int64, error) {
	var id int64
	err := g.d.QueryRow(ctx, "SELECT COALESCE(MAX(id), 0) FROM "+tbl).Scan(&id)
	return id, err
}

func (g *gen) between(from, to time.Time) time.Time {
	if !to.After(from) {
		return from
	}
	return from.Add(time.Duration(g.r.Int64N(int64(to.Sub(from))))).Truncate(time.Microsecond)
}

// people writes the organization units, users with their authorities, and
// the contribution fields with their titles and mentors.
func (g *gen) people(ctx context.Context) error {
	o := g.o
	var taken int
	if err := g.d.QueryRow(ctx, "SELECT COUNT(*) FROM app_user WHERE login = ?", fmt.Sprintf("%s%05d", o.prefix, 1)).Scan(&taken); err != nil {
		return err
	}
	if taken > 0 {
		return fmt.Errorf("users %s00001… exist already: generate into a new database or pick another -prefix", o.prefix)
	}
	hash, err := auth.NewPasswords(o.cost).Hash(o.password)
	if err != nil {
		return err
	}
	orgID, err := g.maxID(ctx, "organization")
	if err != nil {
		return err
	}
	userID, err := g.maxID(ctx, "app_user")
	if err != nil {
		return err
	}
	fieldID, err := g.maxID(ctx, "contribution_field")
	if err != nil {
		return err
	}
	since := g.now.AddDate(-3, 0, 0)

	orgs := newTable(g.d, "organization", "id", "parent_id", "name", "code", "kind", "is_active", "locked", "sort_order", "created_date")
	root := orgID + 1
	orgs.add(root, nil, "Bench Holding", "BH", "ORGANIZATION", true, false, 0, since)
	for i, name := range unitNames {
		id := root + 1 + int64(i)
		parent := root
		if i >= 10 { // a second level under the first units
			parent = root + 1 + int64(i%10)
		}
		orgs.add(id, parent, name, fmt.Sprintf("U%02d", i+1), "UNIT", true, false, i, since)
		g.units = append(g.units, id)
	}

	users := newTable(g.d, "app_user", "id", "login", "password_hash", "first_name", "last_name", "email", "activated",
		"lang_key", "registration_status", "created_by", "created_date", "organization_unit_id")
	roles := newTable(g.d, "user_authority", "user_id", "authority_name")
	g.admins = map[string][]int64{}
	staffFrom := o.users - max(o.users/20, 12) // the last 5% do the evaluating
	for i := range o.users {
		id := userID + 1 + int64(i)
		login := fmt.Sprintf("%s%05d", o.prefix, i+1)
		lang := "en"
		if g.r.IntN(5) == 0 {
			lang = "tr"
		}
		var unit any
		if g.r.IntN(4) != 0 {
			unit = g.units[g.r.IntN(len(g.units))]
		}
		users.add(id, login, hash, firstNames[g.r.IntN(len(firstNames))], lastNames[g.r.IntN(len(lastNames))],
			login+"@bench.example", true, lang, "APPROVED", createdBy, g.between(since, g.now.AddDate(-2, 0, 0)), unit)
		g.users = append(g.users, id)
		roles.add(id, auth.RoleUser)
		if i%12 == 11 && i < staffFrom {
			roles.add(id, auth.RoleExternal)
			continue
		}
		roles.add(id, auth.RoleInternal)
		if i >= staffFrom {
			g.staff = append(g.staff, id)
			switch i - staffFrom {
			case 0, 1, 2:
				roles.add(id, auth.RoleSuggestionAdmin)
				g.admins["SUGGESTION"] = append(g.admins["SUGGESTION"], id)
			case 3, 4, 5:
				roles.add(id, auth.RoleImprovementAdmin)
				g.admins["IMPROVEMENT"] = append(g.admins["IMPROVEMENT"], id)
			}
		}
	}

	fields := newTable(g.d, "contribution_field", "id", "contribution_type", "is_active", "sort_order", "created_date")
	titles := newTable(g.d, "contribution_field_title", "field_id", "language", "title")
	fieldUsers := newTable(g.d, "contribution_field_user", "field_id", "user_id", "user_role", "is_active")
	g.fields = map[string][]field{}
	for _, typ := range []string{"SUGGESTION", "IMPROVEMENT"} {
		for i := range o.fields {
			fieldID++
			fields.add(fieldID, typ, true, i+1, since)
			titles.add(fieldID, "en", fieldNames[i][0])
			titles.add(fieldID, "tr", fieldNames[i][1])
			f := field{id: fieldID}
			for _, k := range g.r.Perm(len(g.staff))[:3] {
				u := g.staff[k]
				if len(f.mentors) < 2 {
					f.mentors = append(f.mentors, u)
					fieldUsers.add(fieldID, u, lifecycle.RoleMentor, true)
				} else {
					fieldUsers.add(fieldID, u, lifecycle.RoleResponsible, true)
				}
			}
			g.fields[typ] = append(g.fields[typ], f)
		}
	}
	tags, camps, err := g.tagsAndCampaigns(ctx, since)
	if err != nil {
		return err
	}
	return write(ctx, g.d, orgs, users, roles, fields, titles, fieldUsers, tags, camps)
}

// tagNames are the contribution tags (the list filter's tag choices).
var tagNames = []string{"quick-win", "cost", "safety", "energy", "quality", "digital", "customer", "environment",
	"ergonomics", "lean", "5S", "kaizen", "automation", "training", "maintenance", "logistics", "waste", "noise",
	"paperless", "supplier", "inventory", "health", "security", "cleaning", "water", "lighting", "heating",
	"canteen", "parking", "IT", "HR", "finance", "sales", "marketing", "packaging", "warehouse", "night-shift",
	"audit", "compliance", "innovation"}

// campaignsPerType is how many campaigns each type has; a quarter of the
// contributions belong to one.
const campaignsPerType = 12

// tagsAndCampaigns queues the contribution tags and each type's campaigns
// (published, for registered users, the older ones completed).
func (g *gen) tagsAndCampaigns(ctx context.Context, since time.Time) (tags, camps *table, err error) {
	tagID, err := g.maxID(ctx, "contribution_tag")
	if err != nil {
		return nil, nil, err
	}
	campID, err := g.maxID(ctx, "campaign")
	if err != nil {
		return nil, nil, err
	}
	tags = newTable(g.d, "contribution_tag", "id", "name", "name_key", "description", "is_active", "created_date")
	for _, name := range tagNames {
		tagID++
		tags.add(tagID, name, strings.ToLower(name), "", true, since)
		g.tags = append(g.tags, tagID)
	}
	camps = newTable(g.d, "campaign", "id", "code", "title", "summary", "body", "campaign_type", "access_level",
		"publish_state", "publish_date", "date_submission_start", "date_submission_end", "created_by", "created_date", "updated_date")
	g.camps = map[string][]int64{}
	for _, typ := range []string{"SUGGESTION", "IMPROVEMENT"} {
		for i := range campaignsPerType {
			campID++
			start := g.now.AddDate(0, -24+2*i, 0)
			end := start.AddDate(0, 3, 0)
			state := "PUBLISHED"
			if end.Before(g.now) {
				state = "COMPLETED"
			}
			admin := g.admins[typ][i%len(g.admins[typ])]
			camps.add(campID, fmt.Sprintf("%s-C%02d", codePrefix[typ], i+1), clip(g.txt.title(), 100), g.txt.summary(), "",
				typ, "REGISTERED", state, start, start, end, admin, start.AddDate(0, 0, -7), start)
			g.camps[typ] = append(g.camps[typ], campID)
		}
	}
	return tags, camps, nil
}

// plan is what is decided up front for a contribution, so ids can follow
// creation time as they do live.
type plan struct {
	created, moved time.Time // moved: first action (zero for a fresh draft)
	typ            string
	variant        uint8
}

func (g *gen) contributions(ctx context.Context) (int, error) {
	o := g.o
	total := 0
	for _, v := range variants {
		total += v.weight
	}
	span := int64(730 * 24 * time.Hour)
	plans := make([]plan, o.contributions)
	for i := range plans {
		p := &plans[i]
		p.typ = "SUGGESTION"
		if g.r.IntN(10) >= 6 {
			p.typ = "IMPROVEMENT"
		}
		w := g.r.IntN(total)
		for k, v := range variants {
			if w < v.weight {
				p.variant = uint8(k)
				break
			}
			w -= v.weight
		}
		if len(variants[p.variant].actions) == 0 {
			p.created = g.now.Add(-time.Duration(g.r.Int64N(span))).Truncate(time.Microsecond)
			continue
		}
		// Submitted dates are spread evenly over the last two years.
		p.moved = g.now.Add(-time.Hour - time.Duration(g.r.Int64N(span))).Truncate(time.Microsecond)
		p.created = p.moved.Add(-5*time.Minute - time.Duration(g.r.Int64N(int64(72*time.Hour)))).Truncate(time.Microsecond)
	}
	slices.SortFunc(plans, func(a, b plan) int { return a.created.Compare(b.created) })
	first, err := g.maxID(ctx, "contribution")
	if err != nil {
		return 0, err
	}
	contribs := newTable(g.d, "contribution", "id", "code", "contribution_type", "life_cycle_id", "state_id", "title",
		"search_title", "summary", "publish_state", "editable", "visible", "comment_status", "rating_status", "saved_as_draft",
		"field_id", "campaign_id", "version", "created_by", "created_date", "submitted_date", "updated_date",
		"comment_count", "rating_count", "rating_sum")
	g.tBody = newTable(g.d, "contribution_body", "contribution_id", "body")
	g.tUser = newTable(g.d, "contribution_user", "contribution_id", "user_id", "user_role", "is_active", "assigned_date")
	g.tHistory = newTable(g.d, "contribution_history", "contribution_id", "category", "action", "from_state_id",
		"to_state_id", "explanation", "user_id", "created_date")
	g.tTask = newTable(g.d, "contribution_task", "contribution_id", "state_id", "task_definition_id", "name", "role",
		"created_date", "deadline", "closed_date", "closed_status")
	g.tPoint = newTable(g.d, "user_point", "user_id", "contribution_id", "point_type", "points", "reason", "created_date")
	g.tTag = newTable(g.d, "contribution_tag_link", "contribution_id", "tag_id")
	g.tCard = newTable(g.d, "eval_scorecard", "id", "contribution_id", "eval_flow_type", "eval_definition_id", "user_id", "state_id",
		"comment", "submitted", "score", "created_date", "updated_date", "submitted_date", "answers")
	g.tAnswer = newTable(g.d, "eval_answer", "scorecard_id", "eval_item_definition_id", "stars")
	g.tComment = newTable(g.d, "contribution_comment", "contribution_id", "user_id", "body", "body_html", "like_count", "created_date",
		"hidden", "hidden_reason")
	g.tRating = newTable(g.d, "contribution_rating", "contribution_id", "user_id", "rating", "created_date", "updated_date")
	fb, err := g.drawFeedback(plans)
	if err != nil {
		return 0, err
	}
	if g.nextCard, err = g.maxID(ctx, "eval_scorecard"); err != nil {
		return 0, err
	}
	g.nextCard++
	// One goroutine writes a chunk while the next is being generated (on
	// PostgreSQL the database and the generator then use both cores: 1,000,000
	// contributions in under five minutes). Each chunk gets tables of its own.
	chunks := make(chan []*table, 1)
	written := make(chan error, 1)
	totals := map[string]int64{}
	go func() {
		var err error
		for ts := range chunks {
			if err == nil {
				err = write(ctx, g.d, ts...)
			}
			for _, t := range ts {
				totals[t.name] += t.total
			}
		}
		written <- err
	}()
	var genErr error
	for i := range plans {
		if genErr = g.contribution(contribs, first+1+int64(i), plans[i], fb[i]); genErr != nil {
			break
		}
		if (i+1)%o.chunk == 0 || i == len(plans)-1 {
			chunks <- []*table{contribs, g.tBody, g.tUser, g.tHistory, g.tTask, g.tPoint, g.tTag, g.tCard, g.tAnswer, g.tComment, g.tRating}
			contribs, g.tBody, g.tUser, g.tHistory, g.tTask, g.tPoint, g.tTag = contribs.fresh(), g.tBody.fresh(), g.tUser.fresh(),
				g.tHistory.fresh(), g.tTask.fresh(), g.tPoint.fresh(), g.tTag.fresh()
			g.tCard, g.tAnswer, g.tComment, g.tRating = g.tCard.fresh(), g.tAnswer.fresh(), g.tComment.fresh(), g.tRating.fresh()
		}
	}
	close(chunks)
	if err := <-written; err != nil {
		return 0, err
	}
	if genErr != nil {
		return 0, genErr
	}
	for _, t := range []*table{g.tBody, g.tUser, g.tHistory, g.tTask, g.tPoint, g.tTag, g.tCard, g.tAnswer, g.tComment, g.tRating} {
		t.total = totals[t.name]
	}
	return len(plans), nil
}

// openTask is a task opened on entering a state, closed on leaving it.
type openTask struct {
	def               *lifecycle.TaskDef
	created, deadline time.Time
}

// contribution queues one contribution and everything the engine writes
// along its way: Create (owner, CREATED history, counters at the end), the
// form save, then each action (state history, assignments, tasks closed and
// opened, field mentors on submission, points), then its comments and
// ratings (f) with the counters and statuses they give its row.
func (g *gen) contribution(contribs *table, id int64, p plan, f feedback) error {
	cy := g.cycles[p.typ]
	v := variants[p.variant]
	fresh := len(v.actions) == 0 && g.r.IntN(3) == 0 // a draft never saved: the placeholder title
	owner := g.users[int(float64(len(g.users))*math.Pow(g.r.Float64(), 1.6))]
	holders := map[string][]int64{}
	addPerson := func(u int64, role string, at time.Time) {
		if slices.Contains(holders[role], u) {
			return
		}
		holders[role] = append(holders[role], u)
		g.tUser.add(id, u, role, true, at)
	}
	rolesOf := func(u int64) []string {
		var out []string
		for role, us := range holders {
			if slices.Contains(us, u) {
				out = append(out, role)
			}
		}
		if slices.Contains(g.admins[p.typ], u) {
			out = append(out, lifecycle.RoleManager)
		}
		return append(out, lifecycle.RoleViewer)
	}
	staff := func() int64 { return g.staff[g.r.IntN(len(g.staff))] }
	admin := func() int64 { as := g.admins[p.typ]; return as[g.r.IntN(len(as))] }

	addPerson(owner, lifecycle.RoleOwner, p.created)
	if !fresh && g.r.IntN(12) == 0 {
		if co := g.users[g.r.IntN(len(g.users))]; co != owner {
			addPerson(co, lifecycle.RoleOwner, p.created)
		}
	}
	st := cy.initial
	g.tHistory.add(id, historyCreated, "", nil, st.ID, "", owner, p.created)

	var fieldID any
	var fieldMentors []int64
	if fs := g.fields[p.typ]; g.r.IntN(10) != 0 {
		f := fs[int(float64(len(fs))*math.Pow(g.r.Float64(), 1.4))]
		fieldID, fieldMentors = f.id, f.mentors
	}
	var campaignID any
	if cs := g.camps[p.typ]; !fresh && g.r.IntN(4) == 0 {
		campaignID = cs[g.r.IntN(len(cs))]
	}
	if !fresh && g.r.IntN(5) < 2 { // 40 % carry one to three tags, the first tags the most
		var picked []int64
		for range 1 + g.r.IntN(3) {
			t := g.tags[int(float64(len(g.tags))*math.Pow(g.r.Float64(), 2))]
			if !slices.Contains(picked, t) {
				picked = append(picked, t)
				g.tTag.add(id, t)
			}
		}
	}
	title, summary, body, version := placeholderTitle, "", "", 0
	updated := p.created
	if !fresh {
		title, summary, body, version = g.txt.title(), g.txt.summary(), g.txt.body(), 1
		updated = p.created.Add(time.Duration(1+g.r.IntN(240)) * time.Minute)
		if !p.moved.IsZero() && updated.After(p.moved) {
			updated = p.moved.Add(-time.Minute)
		}
	}

	var submitted any
	var tasks []openTask
	var hideIn *visit // the first stay in a state where evaluators may hide it
	var pre *visit    // the stay in the pre-evaluation: its scorecards are answered then
	t := p.moved
	for k, name := range v.actions {
		if k > 0 {
			gap := time.Duration(4*time.Hour) + time.Duration(g.r.Int64N(int64(14*24*time.Hour)))
			if limit := g.now.Add(-time.Minute); t.Add(gap).After(limit) {
				gap = time.Duration(float64(limit.Sub(t)) * (0.05 + 0.4*g.r.Float64()))
			}
			prev := t
			t = t.Add(gap).Truncate(time.Microsecond)
			mid := g.between(prev, t)
			// Assignments the next action needs, made by who may make them.
			switch name {
			case "start-pre-evaluation", "return-to-owner":
				if len(holders[lifecycle.RoleMentor]) == 0 && name == "start-pre-evaluation" {
					addPerson(staff(), lifecycle.RoleMentor, mid)
					g.tHistory.add(id, historyAssign, "assign-mentor", nil, nil, "", admin(), mid)
				}
			case "send-to-expert":
				for range 1 + g.r.IntN(2) {
					addPerson(staff(), lifecycle.RoleExpert, mid)
				}
				g.tHistory.add(id, historyAssign, "assign-expert", nil, nil, "", g.actor([]string{lifecycle.RoleMentor, lifecycle.RoleManager}, holders, admin), mid)
			case "start-implementation":
				addPerson(staff(), lifecycle.RoleImplementer, mid)
				g.tHistory.add(id, historyAssign, "assign-implementer", nil, nil, "", g.actor([]string{lifecycle.RoleMentor, lifecycle.RoleManager}, holders, admin), mid)
			}
		}
		a := st.Action(name)
		if a == nil {
			return fmt.Errorf("state %s of %s has no action %s: the default life cycle changed, update contribgen's variants", st.Code, p.typ, name)
		}
		to := cy.lc.Find(a.TargetStateID)
		actor := g.actor(a.Roles, holders, admin)
		actorRoles := rolesOf(actor)
		for _, ot := range tasks {
			status := "UNDONE"
			switch {
			case to.StateType == lifecycle.TypeCancellation:
				status = "CANCELED"
			case slices.Contains(actorRoles, ot.def.Role):
				status = "ON_TIME_DONE"
				if t.After(ot.deadline) {
					status = "LATE_DONE"
				}
			}
			g.tTask.add(id, st.ID, ot.def.ID, ot.def.Name, ot.def.Role, ot.created, ot.deadline, t, status)
		}
		tasks = tasks[:0]
		explanation := ""
		if a.Explanation == lifecycle.ExplanationRequired || (a.Explanation == lifecycle.ExplanationOptional && g.r.IntN(3) == 0) {
			explanation = g.txt.sentences(1, 2)
		}
		g.tHistory.add(id, historyState, name, st.ID, to.ID, explanation, actor, t)
		if submitted == nil && to.StateType != lifecycle.TypeDraft && to.StateType != lifecycle.TypeNew {
			submitted = t
		}
		if to.StateType == lifecycle.TypeSubmitted && len(holders[lifecycle.RoleMentor]) == 0 {
			for _, m := range fieldMentors {
				addPerson(m, lifecycle.RoleMentor, t)
			}
		}
		for _, def := range to.Tasks {
			tasks = append(tasks, openTask{def: def, created: t, deadline: t.AddDate(0, 0, def.DeadlineDays)})
		}
		if to.Code == lifecycle.StatePreEvaluation && pre == nil {
			pre = &visit{state: to, from: t, to: g.now}
		} else if pre != nil && pre.to.Equal(g.now) {
			pre.to = t // left the pre-evaluation: the scorecards were submitted by then
		}
		if hideIn == nil && grants(to, lifecycle.CmdChangeVisibility) {
			hideIn = &visit{state: to, from: t, to: g.now}
		} else if hideIn != nil && hideIn.to.Equal(g.now) {
			hideIn.to = t // left the state
		}
		for _, pd := range a.Points {
			people := holders[pd.Role]
			if pd.Role == lifecycle.RoleManager {
				people = g.admins[p.typ]
			}
			for _, u := range people {
				pts := float64(pd.Points)
				if pd.Share {
					pts /= float64(len(people))
				}
				g.tPoint.add(u, id, p.typ, pts, "action:"+name, t)
			}
		}
		st = to
		version++
		updated = t
	}
	if st.Code != v.final {
		return fmt.Errorf("variant %v of %s ends in %s, not %s", v.actions, p.typ, st.Code, v.final)
	}
	for _, ot := range tasks {
		g.tTask.add(id, st.ID, ot.def.ID, ot.def.Name, ot.def.Role, ot.created, ot.deadline, nil, nil)
	}
	// A few per cent are hidden (the CHANGE_VISIBILITY command, run by an
	// evaluator): only the people with a role on them see them then.
	visible := true
	if hideIn != nil && g.r.Float64()*100 < g.o.hidden {
		visible = false
		if g.hiddenOwner == 0 && p.typ == "SUGGESTION" && lifecycle.PublishState(st.StateType) != "DRAFT" {
			g.hiddenOwner = owner
		}
		at := g.between(hideIn.from, hideIn.to)
		by := g.actor(commandRoles(hideIn.state, lifecycle.CmdChangeVisibility), holders, admin)
		g.tHistory.add(id, historyCommand, "visibility-false", nil, nil, "", by, at)
		version++
		if at.After(updated) {
			updated = at
		}
	}
	if pre != nil {
		g.scorecards(id, cy.pre, pre, holders[lifecycle.RoleMentor], st.Code != lifecycle.StatePreEvaluation)
	}
	publish := lifecycle.PublishState(st.StateType)
	since, _ := submitted.(time.Time)
	if (f.comments > 0 || f.ratings > 0) && (publish == "DRAFT" || since.IsZero()) {
		return fmt.Errorf("contribution %d (%s, %s): comments or ratings drawn for a draft", id, p.typ, st.Code)
	}
	comments, ratings, sum, commentStatus, ratingStatus := g.feedbackRows(id, owner, since, f)
	contribs.add(id, fmt.Sprintf("%s-%06d", codePrefix[p.typ], id), p.typ, cy.lc.ID, st.ID, title, db.Fold(title), summary,
		publish, true, visible, commentStatus, ratingStatus, !fresh && publish == "DRAFT",
		fieldID, campaignID, version, owner, p.created, submitted, updated, comments, ratings, sum)
	if body != "" {
		g.tBody.add(id, body)
	}
	return nil
}

// scorecardsEach is how many pre-evaluation scorecards an evaluated
// contribution gets (issue 16's load: five on each).
const scorecardsEach = 5

// scorecards queues the pre-evaluation scorecards of contribution id: the
// mentors' and then other staff's, up to scorecardsEach evaluators, each
// with 1-5 stars per question, now and then a comment, and the score the
// server computes (Σ weight × stars / 5). Once the contribution left the
// pre-evaluation (done) every one is submitted; before, about half are
// still drafts (no score).
func (g *gen) scorecards(id int64, d evaluation.EvalDefinition, in *visit, mentors []int64, done bool) {
	evaluators := slices.Clone(mentors)
	for tries := 0; len(evaluators) < scorecardsEach && tries < 50; tries++ {
		if u := g.staff[g.r.IntN(len(g.staff))]; !slices.Contains(evaluators, u) {
			evaluators = append(evaluators, u)
		}
	}
	for _, u := range evaluators[:min(len(evaluators), scorecardsEach)] {
		created := g.between(in.from, in.to)
		submitted := done || g.r.IntN(2) == 0
		var total float64
		var answers []evaluation.EvalAnswer
		for _, it := range d.Items {
			stars := 1 + min(4, int(5*math.Pow(g.r.Float64(), 0.7))) // more good marks than bad
			total += float64(it.Weight*stars) / 5 * float64(d.EvalOver) / 100
			g.tAnswer.add(g.nextCard, it.ID, stars)
			answers = append(answers, evaluation.EvalAnswer{EvalItemDefinitionID: it.ID, Stars: stars})
		}
		score, at := -1.0, any(nil)
		if submitted {
			score, at = math.Round(total*100)/100, g.between(created, in.to)
		}
		comment := ""
		if g.r.IntN(3) == 0 {
			comment = g.txt.sentences(1, 2)
		}
		g.tCard.add(g.nextCard, id, lifecycle.EvalPre, d.ID, u, in.state.ID, comment, submitted, score, created, created, at,
			evaluation.AnswersText(answers))
		g.nextCard++
	}
}

// visit is a stay of a contribution in a state.
type visit struct {
	state    *lifecycle.State
	from, to time.Time
}

func grants(st *lifecycle.State, command string) bool {
	return len(commandRoles(st, command)) > 0
}

func commandRoles(st *lifecycle.State, command string) []string {
	for _, c := range st.Commands {
		if c.Command == command {
			return c.Roles
		}
	}
	return nil
}

// actor is who runs an action: the first of its roles someone holds
// (MANAGER: a type administrator).
func (g *gen) actor(roles []string, holders map[string][]int64, admin func() int64) int64 {
	for _, role := range roles {
		if role == lifecycle.RoleManager {
			return admin()
		}
		if hs := holders[role]; len(hs) > 0 {
			return hs[g.r.IntN(len(hs))]
		}
	}
	return admin()
}

// finish sets the per-state counters from the table in one statement, moves
// the PostgreSQL identity sequences past the ids written explicitly and
// vacuums there; SQLite gets a WAL checkpoint.
func (g *gen) finish(ctx context.Context) error {
	err := g.d.WithTx(ctx, func(ctx context.Context) error {
		if _, err := g.d.Exec(ctx, "DELETE FROM contribution_count"); err != nil {
			return err
		}
		if _, err := g.d.Exec(ctx, `INSERT INTO contribution_count (contribution_type, state_id, visible, n)
			SELECT contribution_type, state_id, visible, COUNT(*) FROM contribution GROUP BY contribution_type, state_id, visible`); err != nil {
			return err
		}
		// The scores' counts and sums (migration 0035) from the scorecards:
		// the copy on PostgreSQL runs without the trigger that keeps them.
		if _, err := g.d.Exec(ctx, "DELETE FROM eval_score"); err != nil {
			return err
		}
		_, err := g.d.Exec(ctx, `INSERT INTO eval_score (contribution_id, eval_flow_type, submitted_count, score_sum)
			SELECT contribution_id, eval_flow_type, COUNT(*), SUM(score) FROM eval_scorecard WHERE submitted = ?
			GROUP BY contribution_id, eval_flow_type`, true)
		return err
	})
	if err != nil {
		return fmt.Errorf("counters: %w", err)
	}
	if g.d.Dialect == db.Postgres {
		for _, t := range []string{"organization", "app_user", "contribution_field", "contribution", "eval_scorecard"} {
			if _, err := g.d.Exec(ctx, fmt.Sprintf("SELECT setval(pg_get_serial_sequence('%s', 'id'), (SELECT MAX(id) FROM %s))", t, t)); err != nil {
				return fmt.Errorf("sequence of %s: %w", t, err)
			}
		}
		// What autovacuum does a little later: statistics for the planner,
		// and the visibility map that lets index-only scans skip the table.
		// Only the tables written here: the database may hold other schemas
		// (the tests' PostgreSQL database does).
		_, err = g.d.Exec(ctx, "VACUUM ANALYZE organization, app_user, user_authority, contribution_field, contribution_field_title, "+
			"contribution_field_user, contribution_tag, campaign, contribution, contribution_body, contribution_user, contribution_history, "+
			"contribution_task, user_point, contribution_tag_link, contribution_count, eval_scorecard, eval_score, eval_answer, contribution_comment, "+
			"contribution_rating, competition, competition_moderator, competition_jury, competition_jury_user, competition_reward")
		return err
	}
	_, err = g.d.Exec(ctx, "PRAGMA wal_checkpoint(TRUNCATE)")
	return err
}

// openTarget opens (and migrates) the database of -db: a postgres:// URL or
// a SQLite file.
func openTarget(ctx context.Context, target string) (*db.DB, error) {
	if db.IsPostgresURL(target) {
		return db.Open(ctx, target, "")
	}
	return db.Open(ctx, "", target)
}
