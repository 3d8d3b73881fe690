package chat

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/lifecycle"
)

// Contributions is what the chat asks of the contribution engine.
type Contributions interface {
	ChatSubject(ctx context.Context, id int64) (contribution.ChatSubject, error)
	Holders(ctx context.Context, id int64, roles []string) ([]contribution.Person, error)
	ChatCommandRan(ctx context.Context, id int64, st *lifecycle.State, command, action, sessions string) error
	Addressees(ctx context.Context, id int64, contributionType, role string) ([]contribution.Addressee, error)
}

// Digests collects the notifications of new items into one mail per
// recipient and burst (mail.Mailer.Digest).
type Digests interface {
	Digest(ctx context.Context, to, lang, kind, topic string, item map[string]any) error
	BaseURL() string
}

// Publisher records a live event in the caller's transaction (live.Hub).
type Publisher interface {
	Publish(ctx context.Context, topic, name string, data any) error
}

// Service holds the rules of chat sessions and items.
type Service struct {
	db            *db.DB
	store         *Store
	contributions Contributions
	live          Publisher
	mail          Digests
	now           func() time.Time
}

// NewService returns the chat service.
func NewService(d *db.DB, c Contributions, p Publisher, m Digests) *Service {
	return &Service{db: d, store: NewStore(d), contributions: c, live: p, mail: m, now: db.Now}
}

// ChatStatusEvent is the live event of a session opened or closed.
type ChatStatusEvent struct {
	SessionID int64  `json:"sessionId"`
	Status    string `json:"status"`
}

// access is what the caller may do in one session type of a subject.
type access struct {
	enabled bool
	reader  bool   // reads the items
	role    string // the role the caller writes as ("": does not write)
}

// accessTo decides the caller's access to a session type: the life cycle
// must enable it; the holders of its member roles write, and so do the
// roles the current state grants its join command; the auditor reads.
func accessTo(subj contribution.ChatSubject, sessionType string) access {
	k := kinds[sessionType]
	a := access{enabled: k.enabled(subj.LifeCycle)}
	if !a.enabled {
		return a
	}
	for _, r := range k.members {
		if slices.Contains(subj.Roles, r) {
			a.role = r
			break
		}
	}
	if a.role == "" && k.joinCmd != "" {
		for _, r := range subj.Roles {
			if r != lifecycle.RoleViewer && subj.State.Grants(k.joinCmd, []string{r}) {
				a.role = r
				break
			}
		}
	}
	a.reader = a.role != "" || slices.Contains(subj.Roles, readerRole)
	return a
}

// joinRoles are the roles the state lets join a session type besides its members.
func joinRoles(st *lifecycle.State, sessionType string) []string {
	cmd := kinds[sessionType].joinCmd
	if cmd == "" {
		return nil
	}
	var out []string
	for _, c := range st.Commands {
		if c.Command == cmd {
			out = append(out, c.Roles...)
		}
	}
	return out
}

func checkType(t string) (string, error) {
	t = strings.ToUpper(strings.TrimSpace(t))
	if _, ok := kinds[t]; !ok {
		return "", apperr.BadRequest(ErrTypeInvalid, map[string]any{"sessionType": t})
	}
	return t, nil
}

// List answers the sessions of a contribution the caller reads (one type
// when sessionType is not ""), with their members and the caller's unread counts.
func (s *Service) List(ctx context.Context, contributionID int64, sessionType string) ([]ChatSession, error) {
	if sessionType != "" {
		t, err := checkType(sessionType)
		if err != nil {
			return nil, err
		}
		sessionType = t
	}
	subj, err := s.contributions.ChatSubject(ctx, contributionID)
	if err != nil {
		return nil, err
	}
	var types []string
	for _, t := range Types {
		if (sessionType == "" || t == sessionType) && accessTo(subj, t).reader {
			types = append(types, t)
		}
	}
	if len(types) == 0 {
		return []ChatSession{}, nil
	}
	return s.sessions(ctx, subj, types)
}

// sessions reads the sessions of types on subj, making the missing ones.
func (s *Service) sessions(ctx context.Context, subj contribution.ChatSubject, types []string) ([]ChatSession, error) {
	userID := auth.FromContext(ctx).UserID
	all, err := s.store.Sessions(ctx, subj.ID, userID)
	if err != nil {
		return nil, err
	}
	var missing []string
	for _, t := range types {
		if !slices.ContainsFunc(all, func(x ChatSession) bool { return x.SessionType == t }) {
			missing = append(missing, t)
		}
	}
	if len(missing) > 0 {
		if err := s.db.WithTx(ctx, func(ctx context.Context) error { return s.store.Ensure(ctx, subj.ID, missing, s.now()) }); err != nil {
			return nil, err
		}
		if all, err = s.store.Sessions(ctx, subj.ID, userID); err != nil {
			return nil, err
		}
	}
	var roles []string
	for _, t := range types {
		roles = append(roles, kinds[t].members...)
		roles = append(roles, joinRoles(subj.State, t)...)
	}
	people, err := s.contributions.Holders(ctx, subj.ID, roles)
	if err != nil {
		return nil, err
	}
	out := make([]ChatSession, 0, len(types))
	for _, x := range all {
		if !slices.Contains(types, x.SessionType) {
			continue
		}
		x.MemberRoles = append(slices.Clone(kinds[x.SessionType].members), joinRoles(subj.State, x.SessionType)...)
		x.Members = []ChatMember{}
		for _, p := range people {
			if slices.Contains(x.MemberRoles, p.Role) {
				x.Members = append(x.Members, ChatMember{UserID: p.UserID, FullName: strings.TrimSpace(p.FullName), Role: p.Role})
			}
		}
		x.CanWrite = x.Status == StatusOpen && accessTo(subj, x.SessionType).role != ""
		out = append(out, x)
	}
	// in the order of Types, whichever session was made first
	slices.SortFunc(out, func(a, b ChatSession) int {
		return slices.Index(Types, a.SessionType) - slices.Index(Types, b.SessionType)
	})
	return out, nil
}

// readable loads a session the caller reads: its subject and the caller's
// access (404 for a session the caller may not read, as for one that does not exist).
func (s *Service) readable(ctx context.Context, sessionID int64) (contribution.ChatSubject, string, access, error) {
	cid, t, err := s.store.SessionRef(ctx, sessionID)
	if db.IsNoRows(err) {
		return contribution.ChatSubject{}, "", access{}, apperr.NotFound("chatSession")
	}
	if err != nil {
		return contribution.ChatSubject{}, "", access{}, err
	}
	subj, err := s.contributions.ChatSubject(ctx, cid)
	if err != nil {
		return subj, t, access{}, err
	}
	a := accessTo(subj, t)
	if !a.reader {
		return subj, t, a, apperr.NotFound("chatSession")
	}
	return subj, t, a, nil
}

// Items answers items of a session the caller reads: at most size items
// before item before (0: the newest), oldest first.
func (s *Service) Items(ctx context.Context, sessionID, before int64, size int) ([]ChatItem, error) {
	if _, _, _, err := s.readable(ctx, sessionID); err != nil {
		return nil, err
	}
	if size <= 0 {
		size = DefaultItems
	}
	size = min(size, MaxItems)
	return s.store.Items(ctx, sessionID, before, size)
}

// Post adds the caller's item to an open session they write in. The item
// reaches the members' streams once it is committed; its notification mail
// to the other members is queued in the same transaction (notify).
func (s *Service) Post(ctx context.Context, sessionID int64, in ChatItemRequest) (ChatItem, error) {
	body := strings.TrimSpace(strings.ReplaceAll(in.Body, "\r\n", "\n"))
	check := apperr.NewCheck("chatItem")
	if n := utf8.RuneCountInString(body); n < BodyMin || n > BodyMax {
		check.Fail("body", "Size")
	}
	if err := check.Err(); err != nil {
		return ChatItem{}, err
	}
	userID := auth.FromContext(ctx).UserID
	var item ChatItem
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		cid, t, status, err := s.store.LockSession(ctx, sessionID)
		if db.IsNoRows(err) {
			return apperr.NotFound("chatSession")
		}
		if err != nil {
			return err
		}
		subj, err := s.contributions.ChatSubject(ctx, cid)
		if err != nil {
			return err
		}
		a := accessTo(subj, t)
		switch {
		case !a.reader:
			return apperr.NotFound("chatSession")
		case a.role == "":
			return apperr.Forbidden()
		case status != StatusOpen:
			return apperr.BadRequest(ErrSessionClosed, map[string]any{"sessionId": sessionID})
		}
		id, err := s.store.InsertItem(ctx, sessionID, userID, a.role, body, s.now())
		if err != nil {
			return err
		}
		if item, err = s.store.Item(ctx, id); err != nil {
			return err
		}
		if err := s.store.MarkRead(ctx, sessionID, userID, id); err != nil {
			return err
		}
		if err := s.live.Publish(ctx, topic(sessionID), EventItem, item); err != nil {
			return err
		}
		return s.notify(ctx, subj, t, item)
	})
	if err != nil {
		return ChatItem{}, err
	}
	return item, nil
}

// notify queues the notification of a new item for the session's other
// members (the active holders of its member roles and of the roles the
// state lets join it, as its member list shows them; the type's
// administrators hold no contribution role and are not mailed) in the
// item's transaction: one digest per recipient and session (topic
// "chat:{sessionId}"), so a burst of items is one mail (mail.Digest), in the
// recipient's language. Nothing is kept for an unsubscribed address, and
// nothing while demo data is seeded (contribution.WithoutMail).
func (s *Service) notify(ctx context.Context, subj contribution.ChatSubject, sessionType string, item ChatItem) error {
	roles := append(slices.Clone(kinds[sessionType].members), joinRoles(subj.State, sessionType)...)
	slices.Sort(roles)
	roles = slices.Compact(roles)
	excerpt := item.Body
	if utf8.RuneCountInString(excerpt) > MailExcerpt {
		excerpt = string([]rune(excerpt)[:MailExcerpt]) + "…"
	}
	link := fmt.Sprintf("%s/contribution/view/%d?tab=chat", s.mail.BaseURL(), subj.ID)
	mailed := map[int64]bool{item.AuthorID: true}
	for _, role := range roles {
		if role == lifecycle.RoleManager || role == lifecycle.RoleViewer {
			continue
		}
		people, err := s.contributions.Addressees(ctx, subj.ID, subj.ContributionType, role)
		if err != nil {
			return err
		}
		for _, p := range people {
			if mailed[p.UserID] || p.Email == "" {
				continue
			}
			mailed[p.UserID] = true
			data := map[string]any{"Name": p.FirstName, "Title": subj.Title, "Code": subj.Code, "SessionType": sessionType,
				"Author": strings.TrimSpace(item.AuthorName), "Text": excerpt, "Link": link}
			if err := s.mail.Digest(ctx, p.Email, p.Lang, MailKind, fmt.Sprintf("chat:%d", item.SessionID), data); err != nil {
				return err
			}
		}
	}
	return nil
}

// MarkRead moves the caller's read marker of a session to lastItemID (0: its
// newest item) and answers the session with the caller's counts.
func (s *Service) MarkRead(ctx context.Context, sessionID, lastItemID int64) (ChatSession, error) {
	subj, t, _, err := s.readable(ctx, sessionID)
	if err != nil {
		return ChatSession{}, err
	}
	newest, err := s.store.LastItemID(ctx, sessionID)
	if err != nil {
		return ChatSession{}, err
	}
	if lastItemID <= 0 || lastItemID > newest {
		lastItemID = newest
	}
	if lastItemID > 0 {
		if err := s.store.MarkRead(ctx, sessionID, auth.FromContext(ctx).UserID, lastItemID); err != nil {
			return ChatSession{}, err
		}
	}
	out, err := s.sessions(ctx, subj, []string{t})
	if err != nil {
		return ChatSession{}, err
	}
	for _, x := range out {
		if x.ID == sessionID {
			return x, nil
		}
	}
	return ChatSession{}, apperr.NotFound("chatSession")
}

// ChangeStatus opens or closes sessions of a contribution (the state
// command CHANGE_CHAT_SESSION_STATUS) and answers the caller's sessions.
func (s *Service) ChangeStatus(ctx context.Context, contributionID int64, status string, in ChatStatusRequest) ([]ChatSession, error) {
	status = strings.ToUpper(strings.TrimSpace(status))
	if !slices.Contains(Statuses, status) {
		return nil, apperr.BadRequest(ErrStatusInvalid, map[string]any{"status": status})
	}
	if len(in.SessionList) == 0 {
		c := apperr.NewCheck("chatSessionStatus")
		c.Fail("sessionList", "NotEmpty")
		return nil, c.Err()
	}
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		subj, err := s.contributions.ChatSubject(ctx, contributionID)
		if err != nil {
			return err
		}
		if !subj.State.Grants(lifecycle.CmdChatSessionStatus, subj.Roles) {
			return apperr.Forbidden()
		}
		var changed []string
		for _, id := range in.SessionList {
			cid, t, cur, err := s.store.LockSession(ctx, id)
			if db.IsNoRows(err) || err == nil && (cid != contributionID || !accessTo(subj, t).enabled) {
				return apperr.BadRequest(ErrSessionUnknown, map[string]any{"sessionId": id})
			}
			if err != nil {
				return err
			}
			if cur == status {
				continue
			}
			if err := s.store.SetStatus(ctx, id, status, s.now()); err != nil {
				return err
			}
			if err := s.live.Publish(ctx, topic(id), EventSession, ChatStatusEvent{SessionID: id, Status: status}); err != nil {
				return err
			}
			changed = append(changed, t)
		}
		if len(changed) == 0 {
			return nil
		}
		return s.contributions.ChatCommandRan(ctx, contributionID, subj.State, lifecycle.CmdChatSessionStatus,
			"chat-session-"+strings.ToLower(status), strings.Join(changed, ", "))
	})
	if err != nil {
		return nil, err
	}
	return s.List(ctx, contributionID, "")
}

// Role answers what the caller may do in a session type of a contribution.
func (s *Service) Role(ctx context.Context, contributionID int64, sessionType string) (ChatRole, error) {
	t, err := checkType(sessionType)
	if err != nil {
		return ChatRole{}, err
	}
	subj, err := s.contributions.ChatSubject(ctx, contributionID)
	if err != nil {
		return ChatRole{}, err
	}
	a := accessTo(subj, t)
	return ChatRole{ContributionID: contributionID, SessionType: t, Enabled: a.enabled, Roles: slices.Clone(subj.Roles),
		Member: a.role != "", Reader: a.reader, CanChangeStatus: subj.State.Grants(lifecycle.CmdChatSessionStatus, subj.Roles)}, nil
}

// Topics are the live topics of the sessions of a contribution the caller
// reads: what its stream subscribes to (403 when the caller reads none).
func (s *Service) Topics(ctx context.Context, contributionID int64) ([]string, error) {
	sessions, err := s.List(ctx, contributionID, "")
	if err != nil {
		return nil, err
	}
	if len(sessions) == 0 {
		return nil, apperr.Forbidden()
	}
	out := make([]string, 0, len(sessions))
	for _, x := range sessions {
		out = append(out, topic(x.ID))
	}
	return out, nil
}
