package banner

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/filestore"
)

// Service stores and removes banners.
type Service struct {
	db     *db.DB
	store  *Store
	files  filestore.Store
	log    *slog.Logger
	owners map[string]Owner // by lower-case kind: content, campaign
	now    func() time.Time
}

// NewService returns the banner service.
func NewService(d *db.DB, files filestore.Store, log *slog.Logger) *Service {
	return &Service{db: d, store: &Store{db: d}, files: files, log: log, owners: map[string]Owner{}, now: db.Now}
}

// Register adds an owner kind.
func (s *Service) Register(kind string, o Owner) { s.owners[strings.ToLower(kind)] = o }

func (s *Service) owner(kind string) (Owner, error) {
	o, ok := s.owners[strings.ToLower(kind)]
	if !ok {
		return nil, apperr.NotFound("bannerOwner")
	}
	return o, nil
}

func (s *Service) remove(ctx context.Context, paths []string) {
	for _, p := range paths {
		if err := s.files.Delete(ctx, p); err != nil {
			s.log.Warn("banner: could not delete a stored image", "path", p, "err", err)
		}
	}
}

// Upload replaces the banner of an item with a new picture.
func (s *Service) Upload(ctx context.Context, kind string, id int64, data []byte) (Banner, error) {
	o, err := s.owner(kind)
	if err != nil {
		return Banner{}, err
	}
	kind = strings.ToUpper(kind)
	if err := o.CanManage(ctx, id); err != nil {
		return Banner{}, err
	}
	img, err := Render(ctx, data)
	if err != nil {
		return Banner{}, err
	}
	ext := img.Ext
	base := prefix + strings.ToLower(kind) + "-" + strconv.FormatInt(id, 10) + "/" + RandomName()
	b := Banner{Path: base + ext, PreviewPath: base + "-preview" + ext}
	if err := s.files.Put(ctx, b.Path, bytes.NewReader(img.Banner.Data)); err != nil {
		return Banner{}, fmt.Errorf("banner: store: %w", err)
	}
	if err := s.files.Put(ctx, b.PreviewPath, bytes.NewReader(img.Preview.Data)); err != nil {
		s.remove(ctx, []string{b.Path})
		return Banner{}, fmt.Errorf("banner: store preview: %w", err)
	}
	var old []string
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if old, err = s.store.Clear(ctx, kind, id); err != nil {
			return err
		}
		now := s.now()
		if b.BannerID, err = s.store.Insert(ctx, kind, id, "BANNER", b.Path, now); err != nil {
			return err
		}
		if b.BannerPreviewID, err = s.store.Insert(ctx, kind, id, "PREVIEW", b.PreviewPath, now); err != nil {
			return err
		}
		return s.store.SetOwner(ctx, o.Table(), id, &b)
	})
	if err != nil {
		s.remove(ctx, []string{b.Path, b.PreviewPath})
		return Banner{}, err
	}
	s.remove(ctx, old)
	return b, nil
}

// Delete removes the banner of an item.
func (s *Service) Delete(ctx context.Context, kind string, id int64) error {
	o, err := s.owner(kind)
	if err != nil {
		return err
	}
	kind = strings.ToUpper(kind)
	if err := o.CanManage(ctx, id); err != nil {
		return err
	}
	var old []string
	err = s.db.WithTx(ctx, func(ctx context.Context) error {
		var err error
		if old, err = s.store.Clear(ctx, kind, id); err != nil {
			return err
		}
		return s.store.SetOwner(ctx, o.Table(), id, nil)
	})
	if err != nil {
		return err
	}
	s.remove(ctx, old)
	return nil
}

// Forget removes the banner rows and files of a deleted item, in the
// caller's transaction; the files go after it commits (the returned func).
func (s *Service) Forget(ctx context.Context, kind string, id int64) (func(), error) {
	kind = strings.ToUpper(kind)
	old, err := s.store.Clear(ctx, kind, id)
	if err != nil {
		return nil, err
	}
	return func() { s.remove(context.WithoutCancel(ctx), old) }, nil
}

// Image opens a stored banner or preview by its path; a path no banner row
// names is 404 "image", so the store serves nothing else.
func (s *Service) Image(ctx context.Context, path string) (filestore.File, time.Time, error) {
	if !filestore.ValidKey(path) {
		return nil, time.Time{}, apperr.NotFound("image")
	}
	known, err := s.store.Known(ctx, path)
	if err != nil {
		return nil, time.Time{}, err
	}
	if !known {
		return nil, time.Time{}, apperr.NotFound("image")
	}
	return s.files.Open(ctx, path)
}
