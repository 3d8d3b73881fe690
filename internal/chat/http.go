package chat

import (
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
	"github.com/inno-platform/inno/internal/live"
)

// HTTP holds the chat handlers.
type HTTP struct {
	svc *Service
	hub *live.Hub
}

// NewHTTP returns the chat handlers; hub serves the live streams.
func NewHTTP(s *Service, hub *live.Hub) *HTTP { return &HTTP{svc: s, hub: hub} }

// List handles GET /api/v3/chat-sessions/list/{id} and /list/{id}/sessionType/{t}.
func (h *HTTP) List(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	sessions, err := h.svc.List(r.Context(), id, httpapi.Param(r, "t"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, sessions)
}

// Items handles GET /api/v3/chat-sessions/chat-items/{id}?before=&size=: a
// session's items, oldest first: the newest size (default 50, at most 100)
// or, with before (an item id), the ones before it.
func (h *HTTP) Items(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	before, err := queryInt(r, "before")
	if err != nil {
		return err
	}
	size, err := queryInt(r, "size")
	if err != nil {
		return err
	}
	items, err := h.svc.Items(r.Context(), id, before, int(size))
	if err != nil {
		return err
	}
	return httpapi.OK(w, items)
}

func queryInt(r *http.Request, name string) (int64, error) {
	v := r.URL.Query().Get(name)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 0 {
		return 0, httpapi.BadRequest(name + " must be a number")
	}
	return n, nil
}

// Post handles POST /api/v3/chat-sessions/post-chat-item/{id} {body}.
func (h *HTTP) Post(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in ChatItemRequest
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	item, err := h.svc.Post(r.Context(), id, in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, "chatItem", strconv.FormatInt(item.ID, 10), item)
}

// Read handles POST /api/v3/chat-sessions/read/{id} {lastItemId}.
func (h *HTTP) Read(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in ChatReadRequest
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	s, err := h.svc.MarkRead(r.Context(), id, in.LastItemID)
	if err != nil {
		return err
	}
	return httpapi.OK(w, s)
}

// Role handles GET /api/v3/chat-sessions/role/{a}/{b}: contribution a, session type b.
func (h *HTTP) Role(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "a")
	if err != nil {
		return err
	}
	role, err := h.svc.Role(r.Context(), id, httpapi.Param(r, "b"))
	if err != nil {
		return err
	}
	return httpapi.OK(w, role)
}

// ChangeStatus handles POST /api/v3/contributions/{id}/command/change-chat-session-status/parameter/{t} {sessionList}.
func (h *HTTP) ChangeStatus(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	var in ChatStatusRequest
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	sessions, err := h.svc.ChangeStatus(r.Context(), id, httpapi.Param(r, "t"), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, "chatSession", strconv.FormatInt(id, 10), sessions)
}

// Stream handles GET /api/v3/chat-sessions/stream/{id}: the live events
// (text/event-stream) of the sessions of contribution id the caller reads:
// chat-item (an Item) and chat-session (a ChatStatusEvent).
func (h *HTTP) Stream(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	topics, err := h.svc.Topics(r.Context(), id)
	if err != nil {
		return err
	}
	return h.hub.Serve(w, r, topics)
}
