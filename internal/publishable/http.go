package publishable

import (
	"context"
	"net/http"
	"strconv"

	"github.com/inno-platform/inno/internal/httpapi"
)

// Service is what the shared handlers call on a kind's service.
type Service[T any] interface {
	Get(ctx context.Context, id int64) (T, error)
	Form(ctx context.Context, id int64) (T, error)
	Create(ctx context.Context, in T) (T, error)
	Update(ctx context.Context, in T) (T, error)
	Delete(ctx context.Context, id int64) error
}

// Identified is a kind's item type: it embeds Item.
type Identified interface{ ItemID() int64 }

// ItemID is the item's id (promoted to the kinds' types that embed Item).
func (it Item) ItemID() int64 { return it.ID }

// Handlers are the endpoints every kind has: read one, read one for its
// form, create, update, delete. A kind's HTTP type embeds them and adds its
// lists.
type Handlers[T Identified] struct {
	kind Kind
	svc  Service[T]
}

// NewHandlers returns the shared handlers of a kind.
func NewHandlers[T Identified](k Kind, svc Service[T]) *Handlers[T] {
	return &Handlers[T]{kind: k, svc: svc}
}

func (h *Handlers[T]) read(w http.ResponseWriter, r *http.Request, get func(context.Context, int64) (T, error)) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	it, err := get(r.Context(), id)
	if err != nil {
		return err
	}
	return httpapi.OK(w, it)
}

// Get handles GET …/{id}: an item the caller may read.
func (h *Handlers[T]) Get(w http.ResponseWriter, r *http.Request) error {
	return h.read(w, r, h.svc.Get)
}

// Form handles GET …/{id}/update: an item for its edit form.
func (h *Handlers[T]) Form(w http.ResponseWriter, r *http.Request) error {
	return h.read(w, r, h.svc.Form)
}

// Create handles POST on the kind's collection.
func (h *Handlers[T]) Create(w http.ResponseWriter, r *http.Request) error {
	var in T
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	it, err := h.svc.Create(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Created(w, h.kind.Entity, strconv.FormatInt(it.ItemID(), 10), it)
}

// Update handles PUT on the kind's collection.
func (h *Handlers[T]) Update(w http.ResponseWriter, r *http.Request) error {
	var in T
	if err := httpapi.DecodeJSON(w, r, &in); err != nil {
		return err
	}
	it, err := h.svc.Update(r.Context(), in)
	if err != nil {
		return err
	}
	return httpapi.Updated(w, h.kind.Entity, strconv.FormatInt(it.ItemID(), 10), it)
}

// Delete handles DELETE …/{id}.
func (h *Handlers[T]) Delete(w http.ResponseWriter, r *http.Request) error {
	id, err := httpapi.PathID(r, "id")
	if err != nil {
		return err
	}
	if err := h.svc.Delete(r.Context(), id); err != nil {
		return err
	}
	return httpapi.Deleted(w, h.kind.Entity, strconv.FormatInt(id, 10))
}
