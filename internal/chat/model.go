// Package chat holds the chat sessions of a contribution and their items
// (spec 002 §3, §4, §7; docs/api-collaboration.md "Chat"): which sessions a
// contribution has follows its life cycle's four chat flags; the members of
// a session are the holders of its contribution roles; a closed session is
// read-only; new items reach the members' open pages as live events
// (internal/live).
package chat

import (
	"time"

	"github.com/inno-platform/inno/internal/lifecycle"
)

// Session types, one per chat flag of the life cycle.
const (
	TypeOwners         = "OWNERS"          // isOwnersChatEnabled: the owners among themselves
	TypeOwnersMentor   = "OWNERS_MENTOR"   // isOwnersMentorChatEnabled
	TypeOwnersAdvisors = "OWNERS_ADVISORS" // isOwnersAdvisorsChatEnabled
	TypeMentorExpert   = "MENTOR_EXPERT"   // isMentorExpertChatEnabled
)

// Types lists the session types in the order the detail page shows them.
var Types = []string{TypeOwners, TypeOwnersMentor, TypeOwnersAdvisors, TypeMentorExpert}

// Session statuses.
const (
	StatusOpen   = "OPEN"
	StatusClosed = "CLOSED"
)

// Statuses lists the session statuses.
var Statuses = []string{StatusOpen, StatusClosed}

// kind describes a session type: the life-cycle flag that enables it, the
// contribution roles that are its writing members, and the state command
// that lets further roles join it (none: "").
type kind struct {
	enabled func(*lifecycle.LifeCycle) bool
	members []string
	joinCmd string
}

var kinds = map[string]kind{
	TypeOwners: {func(lc *lifecycle.LifeCycle) bool { return lc.IsOwnersChatEnabled },
		[]string{lifecycle.RoleOwner}, ""},
	TypeOwnersMentor: {func(lc *lifecycle.LifeCycle) bool { return lc.IsOwnersMentorChatEnabled },
		[]string{lifecycle.RoleOwner, lifecycle.RoleMentor}, ""},
	TypeOwnersAdvisors: {func(lc *lifecycle.LifeCycle) bool { return lc.IsOwnersAdvisorsChatEnabled },
		[]string{lifecycle.RoleOwner, lifecycle.RoleAdvisor}, lifecycle.CmdChatOwnersAdvisor},
	TypeMentorExpert: {func(lc *lifecycle.LifeCycle) bool { return lc.IsMentorExpertChatEnabled },
		[]string{lifecycle.RoleMentor, lifecycle.RoleExpert}, lifecycle.CmdChatMentorExpert},
}

// readerRole reads every session of a contribution without writing (the audit).
const readerRole = lifecycle.RoleAuditor

// Body bounds of a chat item (plain text, line breaks kept).
const (
	BodyMin = 1
	BodyMax = 2000
)

// Page sizes of the item list.
const (
	DefaultItems = 50
	MaxItems     = 100
)

// Error keys.
const (
	ErrSessionClosed  = "chatSessionClosed"  // writing to a closed session
	ErrStatusInvalid  = "chatStatusInvalid"  // the command's parameter is neither OPEN nor CLOSED
	ErrTypeInvalid    = "chatTypeInvalid"    // an unknown session type
	ErrSessionUnknown = "chatSessionUnknown" // a session of the command's list is not one of the contribution's
)

// Live event names and the topic of a session.
const (
	EventItem    = "chat-item"
	EventSession = "chat-session"
)

// ChatSession is a chat session as a member sees it.
type ChatSession struct {
	ID             int64        `json:"id"`
	ContributionID int64        `json:"contributionId"`
	SessionType    string       `json:"sessionType" openapi:"enum=ChatSessionType"`
	Status         string       `json:"status" openapi:"enum=ChatSessionStatus"`
	MemberRoles    []string     `json:"memberRoles"` // the contribution roles whose holders write here
	Members        []ChatMember `json:"members"`
	CanWrite       bool         `json:"canWrite"` // the caller may post now (a member, and the session is open)
	ItemCount      int64        `json:"itemCount"`
	UnreadCount    int64        `json:"unreadCount"`
	LastItemID     int64        `json:"lastItemId"` // the newest item's id (0: none yet)
}

// ChatMember is a person who writes in a session.
type ChatMember struct {
	UserID   int64  `json:"userId"`
	FullName string `json:"fullName"`
	Role     string `json:"userRole" openapi:"enum=ContributionRole"`
}

// ChatItem is one message of a session.
type ChatItem struct {
	ID          int64     `json:"id"`
	SessionID   int64     `json:"sessionId"`
	Body        string    `json:"body"`
	AuthorID    int64     `json:"authorId"`
	AuthorName  string    `json:"authorName"`
	AuthorRole  string    `json:"authorRole" openapi:"enum=ContributionRole"`
	CreatedDate time.Time `json:"createdDate"`
}

// ChatItemRequest is the body of POST post-chat-item/{id}.
type ChatItemRequest struct {
	Body string `json:"body"`
}

// ChatStatusRequest is the body of the change-chat-session-status command: the
// ids of the sessions to open or close.
type ChatStatusRequest struct {
	SessionList []int64 `json:"sessionList"`
}

// ChatReadRequest is the body of POST read/{id}: the newest item the caller has seen.
type ChatReadRequest struct {
	LastItemID int64 `json:"lastItemId"`
}

// ChatRole is the answer of GET role/{contributionId}/{sessionType}: what the
// caller may do in that session of the contribution.
type ChatRole struct {
	ContributionID  int64    `json:"contributionId"`
	SessionType     string   `json:"sessionType" openapi:"enum=ChatSessionType"`
	Enabled         bool     `json:"enabled"`         // the life cycle has this session
	Roles           []string `json:"roles"`           // the caller's contribution roles
	Member          bool     `json:"member"`          // the caller writes here (while open)
	Reader          bool     `json:"reader"`          // the caller reads here
	CanChangeStatus bool     `json:"canChangeStatus"` // the state grants the caller CHANGE_CHAT_SESSION_STATUS
}

// MailKind is the template of the members' digest of new chat items
// (internal/mail/templates/chat.*.tmpl); MailExcerpt is how many characters
// of an item the mail quotes.
const (
	MailKind    = "chat"
	MailExcerpt = 300
)

func topic(sessionID int64) string { return "chat-session:" + itoa(sessionID) }
