package attachment

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/thumbnail"
	"github.com/inno-platform/inno/internal/upload"
)

// Contributions is what this package needs of the contribution engine.
type Contributions interface {
	// CheckRead refuses (404) a caller who may not see the contribution.
	CheckRead(ctx context.Context, id int64) error
	// CheckEdit refuses a caller who may not change the contribution (its
	// state grants EDIT and it is editable, or they administer the type),
	// and tells whether its life cycle takes a banner.
	CheckEdit(ctx context.Context, id int64) (bannerEnabled bool, err error)
	// Changed runs inside a write's transaction: the contribution's
	// version moves on and the lists forget what they remembered.
	Changed(ctx context.Context, id int64) error
}

// Service keeps banners and files of contributions.
type Service struct {
	db            *db.DB
	store         *Store
	files         filestore.Store
	contributions Contributions
	log           *slog.Logger
	now           func() time.Time
}

// NewService returns the attachment service; SetContributions completes it.
func NewService(d *db.DB, files filestore.Store, log *slog.Logger) *Service {
	return &Service{db: d, store: &Store{db: d}, files: files, log: log, now: db.Now}
}

// SetContributions gives the service the engine it asks who may do what.
func (s *Service) SetContributions(c Contributions) { s.contributions = c }

// remove deletes stored files after the rows that named them are gone;
// a failure leaves an orphan file, never a broken row, so it is only logged.
func (s *Service) remove(ctx context.Context, keys []string) {
	for _, k := range keys {
		if err := s.files.Delete(ctx, k); err != nil {
			s.log.Warn("attachment: could not delete a stored file", "key", k, "err", err)
		}
	}
}

func (s *Service) write(ctx context.Context, id int64, fn func(ctx context.Context) error) error {
	return s.db.WithTx(ctx, func(ctx context.Context) error {
		if err := fn(ctx); err != nil {
			return err
		}
		return s.contributions.Changed(ctx, id)
	})
}

// UploadBanner stores a new banner and its preview, replacing the old ones.
func (s *Service) UploadBanner(ctx context.Context, id int64, up upload.File) (Banner, error) {
	enabled, err := s.contributions.CheckEdit(ctx, id)
	if err != nil {
		return Banner{}, err
	}
	if !enabled {
		return Banner{}, apperr.BadRequest("bannerDisabled", nil)
	}
	img, err := banner.Render(ctx, up.Data)
	if err != nil {
		return Banner{}, err
	}
	base := imagePrefix + strconv.FormatInt(id, 10) + "/" + banner.RandomName()
	out := Banner{Path: base + img.Ext, PreviewPath: base + "-preview" + img.Ext}
	if err := s.files.Put(ctx, out.Path, bytes.NewReader(img.Banner.Data)); err != nil {
		return Banner{}, fmt.Errorf("attachment: store banner: %w", err)
	}
	if err := s.files.Put(ctx, out.PreviewPath, bytes.NewReader(img.Preview.Data)); err != nil {
		s.remove(ctx, []string{out.Path})
		return Banner{}, fmt.Errorf("attachment: store preview: %w", err)
	}
	var old []string
	err = s.write(ctx, id, func(ctx context.Context) error {
		var err error
		if old, err = s.store.ImagePaths(ctx, id); err != nil {
			return err
		}
		if err := s.store.ClearImages(ctx, id); err != nil {
			return err
		}
		now := s.now()
		if out.BannerID, err = s.store.InsertImage(ctx, id, imageKindBanner, out.Path, now); err != nil {
			return err
		}
		if out.BannerPreviewID, err = s.store.InsertImage(ctx, id, imageKindPreview, out.PreviewPath, now); err != nil {
			return err
		}
		return s.store.SetBanner(ctx, id, &out, now)
	})
	if err != nil {
		s.remove(ctx, []string{out.Path, out.PreviewPath})
		return Banner{}, err
	}
	s.remove(ctx, old)
	return out, nil
}

// DeleteBanner removes a contribution's banner and preview.
func (s *Service) DeleteBanner(ctx context.Context, id, bannerID int64) error {
	var old []string
	err := s.write(ctx, id, func(ctx context.Context) error {
		if _, err := s.contributions.CheckEdit(ctx, id); err != nil {
			return err
		}
		current, err := s.store.BannerID(ctx, id)
		if err != nil {
			return err
		}
		if current == nil || *current != bannerID {
			return apperr.NotFound("banner")
		}
		if old, err = s.store.ImagePaths(ctx, id); err != nil {
			return err
		}
		if err := s.store.ClearImages(ctx, id); err != nil {
			return err
		}
		return s.store.SetBanner(ctx, id, nil, s.now())
	})
	if err != nil {
		return err
	}
	s.remove(ctx, old)
	return nil
}

// OpenImage opens a stored banner or preview by its path. Paths carry a
// random part and are known only to those who saw the contribution.
func (s *Service) OpenImage(ctx context.Context, p string) (filestore.File, time.Time, error) {
	if !strings.HasPrefix(p, imagePrefix) || !filestore.ValidKey(p) {
		return nil, time.Time{}, apperr.NotFound("image")
	}
	known, err := s.store.ImageKnown(ctx, p)
	if err != nil {
		return nil, time.Time{}, err
	}
	if !known {
		return nil, time.Time{}, apperr.NotFound("image")
	}
	return s.files.Open(ctx, p)
}

// Files lists the attachments of a contribution the caller may see.
func (s *Service) Files(ctx context.Context, id int64) ([]File, error) {
	if err := s.contributions.CheckRead(ctx, id); err != nil {
		return nil, err
	}
	return s.store.Files(ctx, id)
}

// Of lists the attachments of a contribution for the engine, which has
// checked the caller already (the detail).
func (s *Service) Of(ctx context.Context, id int64) ([]File, error) { return s.store.Files(ctx, id) }

// AddFile stores an attachment.
func (s *Service) AddFile(ctx context.Context, id int64, kind string, up upload.File) (File, error) {
	if kind = strings.ToUpper(kind); kind != FileAttachment {
		return File{}, apperr.BadRequest("fileKindInvalid", map[string]any{"kind": kind})
	}
	up, ct, err := Prepare(ctx, up)
	if err != nil {
		return File{}, err
	}
	if _, err := s.contributions.CheckEdit(ctx, id); err != nil {
		return File{}, err
	}
	key := filePrefix + strconv.FormatInt(id, 10) + "/" + banner.RandomName()
	if err := s.files.Put(ctx, key, bytes.NewReader(up.Data)); err != nil {
		return File{}, fmt.Errorf("attachment: store file: %w", err)
	}
	f := File{Kind: kind, FileName: up.Name, ContentType: ct, Size: int64(len(up.Data)), CreatedBy: auth.FromContext(ctx).UserID,
		CreatedDate: s.now(), key: key, contributionID: id}
	err = s.write(ctx, id, func(ctx context.Context) error {
		n, err := s.store.CountFiles(ctx, id)
		if err != nil {
			return err
		}
		if n >= MaxFiles {
			return apperr.BadRequest("fileLimit", map[string]any{"max": MaxFiles})
		}
		f.ID, err = s.store.InsertFile(ctx, id, f)
		return err
	})
	if err != nil {
		s.remove(ctx, []string{key})
		return File{}, err
	}
	return f, nil
}

// Prepare checks a file against the attachment rule (ServedType) and
// keeps only the pixels of a PNG or JPEG (re-encoded: no metadata, nothing
// appended); it returns the file to store and the type to serve it with.
func Prepare(ctx context.Context, up upload.File) (upload.File, string, error) {
	ct, err := ServedType(up)
	if err != nil {
		return up, "", err
	}
	if reencoded[ct] {
		imgs, err := thumbnail.Sizes(ctx, up.Data, 0)
		if err != nil {
			return up, "", thumbnail.Refusal(err)
		}
		up.Data = imgs[0].Data
	}
	return up, ct, nil
}

// fileOf reads one attachment of a contribution the caller may see.
func (s *Service) fileOf(ctx context.Context, fileID int64) (File, error) {
	f, err := s.store.File(ctx, fileID)
	if db.IsNoRows(err) {
		return File{}, apperr.NotFound("contributionFile")
	}
	if err != nil {
		return File{}, err
	}
	if err := s.contributions.CheckRead(ctx, f.contributionID); err != nil {
		return File{}, apperr.NotFound("contributionFile")
	}
	return f, nil
}

// OpenFile opens an attachment for a caller who may see its contribution.
func (s *Service) OpenFile(ctx context.Context, fileID int64) (File, filestore.File, time.Time, error) {
	f, err := s.fileOf(ctx, fileID)
	if err != nil {
		return f, nil, time.Time{}, err
	}
	r, mod, err := s.files.Open(ctx, f.key)
	if err != nil {
		return f, nil, time.Time{}, fmt.Errorf("attachment: open file %d: %w", fileID, err)
	}
	return f, r, mod, nil
}

// DeleteFile removes an attachment.
func (s *Service) DeleteFile(ctx context.Context, fileID int64) error {
	var key string
	err := s.db.WithTx(ctx, func(ctx context.Context) error {
		f, err := s.fileOf(ctx, fileID)
		if err != nil {
			return err
		}
		if _, err := s.contributions.CheckEdit(ctx, f.contributionID); err != nil {
			return err
		}
		key = f.key
		if err := s.store.DeleteFile(ctx, fileID); err != nil {
			return err
		}
		return s.contributions.Changed(ctx, f.contributionID)
	})
	if err != nil {
		return err
	}
	s.remove(ctx, []string{key})
	return nil
}

// Forget lists every stored file of a contribution about to be deleted
// (its rows go with it) and returns what removes them once that commits.
func (s *Service) Forget(ctx context.Context, id int64) (func(), error) {
	keys, err := s.store.ImagePaths(ctx, id)
	if err != nil {
		return nil, err
	}
	files, err := s.store.Files(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		keys = append(keys, f.key)
	}
	return func() { s.remove(context.WithoutCancel(ctx), keys) }, nil
}
