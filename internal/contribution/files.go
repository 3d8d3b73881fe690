package contribution

import (
	"bytes"
	"context"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/inno-platform/inno/internal/apperr"
	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/banner"
	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/filestore"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/upload"
)

// Banner and attachment limits.
const (
	MaxBannerBytes   = banner.MaxBytes
	MaxFileBytes     = 10 << 20
	MaxFiles         = 20
	imagePrefix      = "contribution-images/"
	filePrefix       = "contribution-files/"
	FileAttachment   = "ATTACHMENT"
	imageKindBanner  = "BANNER"
	imageKindPreview = "PREVIEW"
)

// BannerRule is what a banner upload may be.
var BannerRule = banner.Rule

// attachmentTypes maps an accepted file name ending to the content types
// its bytes may sniff as, and the type it is served with. Office and
// OpenDocument files are ZIP containers; the legacy Office formats are OLE
// files, told by their magic number.
var attachmentTypes = map[string]struct {
	sniffed []string
	serve   string
}{
	".pdf":  {[]string{"application/pdf"}, "application/pdf"},
	".png":  {[]string{"image/png"}, "image/png"},
	".jpg":  {[]string{"image/jpeg"}, "image/jpeg"},
	".jpeg": {[]string{"image/jpeg"}, "image/jpeg"},
	".gif":  {[]string{"image/gif"}, "image/gif"},
	".webp": {[]string{"image/webp"}, "image/webp"},
	".txt":  {[]string{"text/plain"}, "text/plain; charset=utf-8"},
	".csv":  {[]string{"text/plain"}, "text/csv; charset=utf-8"},
	".zip":  {[]string{"application/zip"}, "application/zip"},
	".docx": {[]string{"application/zip"}, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"},
	".xlsx": {[]string{"application/zip"}, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"},
	".pptx": {[]string{"application/zip"}, "application/vnd.openxmlformats-officedocument.presentationml.presentation"},
	".odt":  {[]string{"application/zip"}, "application/vnd.oasis.opendocument.text"},
	".ods":  {[]string{"application/zip"}, "application/vnd.oasis.opendocument.spreadsheet"},
	".odp":  {[]string{"application/zip"}, "application/vnd.oasis.opendocument.presentation"},
	".doc":  {[]string{"ole"}, "application/msword"},
	".xls":  {[]string{"ole"}, "application/vnd.ms-excel"},
	".ppt":  {[]string{"ole"}, "application/vnd.ms-powerpoint"},
}

// FileRule is what an attachment upload may be by name and size; the
// content is checked against attachmentTypes after reading.
var FileRule = func() upload.Rule {
	r := upload.Rule{MaxBytes: MaxFileBytes}
	for ext := range attachmentTypes {
		r.Extensions = append(r.Extensions, ext)
	}
	slices.Sort(r.Extensions)
	return r
}()

var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// servedType checks an attachment's bytes against its name and returns the
// content type to serve it with.
func servedType(up upload.File) (string, error) {
	t, ok := attachmentTypes[strings.ToLower(path.Ext(up.Name))]
	if !ok {
		return "", apperr.BadRequest(upload.ErrExtension, map[string]any{"allowed": FileRule.Extensions})
	}
	sniffed := up.ContentType
	if bytes.HasPrefix(up.Data, oleMagic) {
		sniffed = "ole"
	}
	if !slices.Contains(t.sniffed, sniffed) {
		return "", apperr.BadRequest(upload.ErrContent, map[string]any{"detected": up.ContentType})
	}
	return t.serve, nil
}

// File is an attachment of a contribution.
type File struct {
	ID          int64     `json:"id"`
	Kind        string    `json:"kind"`
	FileName    string    `json:"fileName"`
	ContentType string    `json:"contentType"`
	Size        int64     `json:"size"`
	CreatedBy   int64     `json:"createdBy"`
	CreatedDate time.Time `json:"createdDate"`

	key string
}

// Banner is the answer of a banner upload (spec 002 §3).
type Banner struct {
	BannerID        int64  `json:"bannerId"`
	BannerPreviewID int64  `json:"bannerPreviewId"`
	Path            string `json:"path"`
	PreviewPath     string `json:"previewPath"`
}

// requireEdit loads a contribution the caller may change: the state grants
// them EDIT and the contribution is editable, or they administer the type.
func (s *Service) requireEdit(ctx context.Context, id int64) (row, *lifecycle.State, error) {
	c, st, roles, err := s.editContext(ctx, id)
	if err != nil {
		return c, nil, err
	}
	manager := slices.Contains(roles, lifecycle.RoleManager)
	if !st.Grants(lifecycle.CmdEdit, roles) && !manager {
		return c, nil, apperr.Forbidden()
	}
	var editable bool
	if err := s.db.QueryRow(ctx, "SELECT editable FROM contribution WHERE id = ?", c.id).Scan(&editable); err != nil {
		return c, nil, fmt.Errorf("contribution: editable: %w", err)
	}
	if !editable && !manager {
		return c, nil, apperr.BadRequest("contributionNotEditable", nil)
	}
	return c, st, nil
}

// removeFiles deletes stored files after the rows that named them are gone;
// a failure leaves an orphan file, never a broken row, so it is only logged.
func (s *Service) removeFiles(ctx context.Context, keys []string) {
	for _, k := range keys {
		if err := s.files.Delete(ctx, k); err != nil {
			s.log.Warn("contribution: could not delete a stored file", "key", k, "err", err)
		}
	}
}

// UploadBanner stores a new banner and its preview, replacing the old ones.
func (s *Service) UploadBanner(ctx context.Context, id int64, up upload.File) (Banner, error) {
	c, _, err := s.requireEdit(ctx, id)
	if err != nil {
		return Banner{}, err
	}
	lc, err := s.lifecycles.Load(ctx, c.lifeCycleID)
	if err != nil {
		return Banner{}, err
	}
	if !lc.IsBannerEnabled {
		return Banner{}, apperr.BadRequest("bannerDisabled", nil)
	}
	img, err := banner.Render(up.Data)
	if err != nil {
		return Banner{}, err
	}
	ext := img.Ext
	base := imagePrefix + strconv.FormatInt(id, 10) + "/" + banner.RandomName()
	out := Banner{Path: base + ext, PreviewPath: base + "-preview" + ext}
	if err := s.files.Put(ctx, out.Path, bytes.NewReader(img.Banner.Data)); err != nil {
		return Banner{}, fmt.Errorf("contribution: store banner: %w", err)
	}
	if err := s.files.Put(ctx, out.PreviewPath, bytes.NewReader(img.Preview.Data)); err != nil {
		s.removeFiles(ctx, []string{out.Path})
		return Banner{}, fmt.Errorf("contribution: store preview: %w", err)
	}
	var old []string
	err = s.write(ctx, func(ctx context.Context) error {
		if old, err = s.imagePaths(ctx, id); err != nil {
			return err
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM contribution_image WHERE contribution_id = ?", id); err != nil {
			return fmt.Errorf("contribution: clear banner: %w", err)
		}
		now := s.now()
		if out.BannerID, err = s.db.InsertID(ctx, "INSERT INTO contribution_image (contribution_id, kind, path, created_date) VALUES (?, ?, ?, ?)",
			id, imageKindBanner, out.Path, now); err != nil {
			return fmt.Errorf("contribution: banner row: %w", err)
		}
		if out.BannerPreviewID, err = s.db.InsertID(ctx, "INSERT INTO contribution_image (contribution_id, kind, path, created_date) VALUES (?, ?, ?, ?)",
			id, imageKindPreview, out.PreviewPath, now); err != nil {
			return fmt.Errorf("contribution: preview row: %w", err)
		}
		_, err := s.db.Exec(ctx, `UPDATE contribution SET banner_id = ?, banner_preview_id = ?, banner_path = ?, banner_preview_path = ?,
			updated_date = ? WHERE id = ?`, out.BannerID, out.BannerPreviewID, out.Path, out.PreviewPath, now, id)
		return err
	})
	if err != nil {
		s.removeFiles(ctx, []string{out.Path, out.PreviewPath})
		return Banner{}, err
	}
	s.removeFiles(ctx, old)
	return out, nil
}

func (s *Service) imagePaths(ctx context.Context, id int64) ([]string, error) {
	rows, err := s.db.Query(ctx, "SELECT path FROM contribution_image WHERE contribution_id = ?", id)
	if err != nil {
		return nil, fmt.Errorf("contribution: image paths: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// DeleteBanner removes a contribution's banner and preview.
func (s *Service) DeleteBanner(ctx context.Context, id, bannerID int64) error {
	var old []string
	err := s.write(ctx, func(ctx context.Context) error {
		if _, _, err := s.requireEdit(ctx, id); err != nil {
			return err
		}
		var current *int64
		if err := s.db.QueryRow(ctx, "SELECT banner_id FROM contribution WHERE id = ?", id).Scan(&current); err != nil {
			return fmt.Errorf("contribution: banner: %w", err)
		}
		if current == nil || *current != bannerID {
			return apperr.NotFound("banner")
		}
		var err error
		if old, err = s.imagePaths(ctx, id); err != nil {
			return err
		}
		if _, err := s.db.Exec(ctx, "DELETE FROM contribution_image WHERE contribution_id = ?", id); err != nil {
			return fmt.Errorf("contribution: delete banner: %w", err)
		}
		_, err = s.db.Exec(ctx, `UPDATE contribution SET banner_id = NULL, banner_preview_id = NULL, banner_path = NULL,
			banner_preview_path = NULL, updated_date = ? WHERE id = ?`, s.now(), id)
		return err
	})
	if err != nil {
		return err
	}
	s.removeFiles(ctx, old)
	return nil
}

// OpenImage opens a stored banner or preview by its path. Paths carry a
// random part and are known only to those who saw the contribution.
func (s *Service) OpenImage(ctx context.Context, p string) (filestore.File, time.Time, error) {
	if !strings.HasPrefix(p, imagePrefix) || !filestore.ValidKey(p) {
		return nil, time.Time{}, apperr.NotFound("image")
	}
	var n int
	if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_image WHERE path = ?", p).Scan(&n); err != nil {
		return nil, time.Time{}, fmt.Errorf("contribution: image: %w", err)
	}
	if n == 0 {
		return nil, time.Time{}, apperr.NotFound("image")
	}
	return s.files.Open(ctx, p)
}

// Files lists the attachments of a contribution the caller may see.
func (s *Service) Files(ctx context.Context, id int64) ([]File, error) {
	if _, _, _, err := s.editContext(ctx, id); err != nil {
		return nil, err
	}
	return s.fileRows(ctx, "contribution_id = ?", id)
}

func (s *Service) fileRows(ctx context.Context, where string, args ...any) ([]File, error) {
	rows, err := s.db.Query(ctx, `SELECT id, kind, file_name, content_type, size, created_by, created_date, storage_key
		FROM contribution_file WHERE `+where+" ORDER BY id", args...)
	if err != nil {
		return nil, fmt.Errorf("contribution: files: %w", err)
	}
	defer rows.Close()
	out := []File{}
	for rows.Next() {
		var f File
		if err := rows.Scan(&f.ID, &f.Kind, &f.FileName, &f.ContentType, &f.Size, &f.CreatedBy, &f.CreatedDate, &f.key); err != nil {
			return nil, fmt.Errorf("contribution: scan file: %w", err)
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// AddFile stores an attachment.
func (s *Service) AddFile(ctx context.Context, id int64, kind string, up upload.File) (File, error) {
	if kind = strings.ToUpper(kind); kind != FileAttachment {
		return File{}, apperr.BadRequest("fileKindInvalid", map[string]any{"kind": kind})
	}
	ct, err := servedType(up)
	if err != nil {
		return File{}, err
	}
	if _, _, err := s.requireEdit(ctx, id); err != nil {
		return File{}, err
	}
	key := filePrefix + strconv.FormatInt(id, 10) + "/" + banner.RandomName()
	if err := s.files.Put(ctx, key, bytes.NewReader(up.Data)); err != nil {
		return File{}, fmt.Errorf("contribution: store file: %w", err)
	}
	f := File{Kind: kind, FileName: up.Name, ContentType: ct, Size: int64(len(up.Data)), CreatedBy: auth.FromContext(ctx).UserID,
		CreatedDate: s.now(), key: key}
	err = s.write(ctx, func(ctx context.Context) error {
		var n int
		if err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM contribution_file WHERE contribution_id = ?", id).Scan(&n); err != nil {
			return fmt.Errorf("contribution: count files: %w", err)
		}
		if n >= MaxFiles {
			return apperr.BadRequest("fileLimit", map[string]any{"max": MaxFiles})
		}
		if err := s.touch(ctx, id); err != nil {
			return err
		}
		var err error
		f.ID, err = s.db.InsertID(ctx, `INSERT INTO contribution_file (contribution_id, kind, storage_key, file_name, content_type, size,
			created_by, created_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, f.Kind, key, f.FileName, f.ContentType, f.Size, f.CreatedBy, f.CreatedDate)
		if err != nil {
			return fmt.Errorf("contribution: file row: %w", err)
		}
		return nil
	})
	if err != nil {
		s.removeFiles(ctx, []string{key})
		return File{}, err
	}
	return f, nil
}

// fileOf reads one attachment and its contribution.
func (s *Service) fileOf(ctx context.Context, fileID int64) (File, int64, error) {
	var cid int64
	err := s.db.QueryRow(ctx, "SELECT contribution_id FROM contribution_file WHERE id = ?", fileID).Scan(&cid)
	if db.IsNoRows(err) {
		return File{}, 0, apperr.NotFound("contributionFile")
	}
	if err != nil {
		return File{}, 0, fmt.Errorf("contribution: file %d: %w", fileID, err)
	}
	files, err := s.fileRows(ctx, "id = ?", fileID)
	if err != nil || len(files) == 0 {
		return File{}, 0, apperr.NotFound("contributionFile")
	}
	return files[0], cid, nil
}

// OpenFile opens an attachment for a caller who may see its contribution.
func (s *Service) OpenFile(ctx context.Context, fileID int64) (File, filestore.File, time.Time, error) {
	f, cid, err := s.fileOf(ctx, fileID)
	if err != nil {
		return f, nil, time.Time{}, err
	}
	if _, _, _, err := s.editContext(ctx, cid); err != nil {
		return f, nil, time.Time{}, apperr.NotFound("contributionFile")
	}
	r, mod, err := s.files.Open(ctx, f.key)
	if err != nil {
		return f, nil, time.Time{}, fmt.Errorf("contribution: open file %d: %w", fileID, err)
	}
	return f, r, mod, nil
}

// DeleteFile removes an attachment.
func (s *Service) DeleteFile(ctx context.Context, fileID int64) error {
	var key string
	err := s.write(ctx, func(ctx context.Context) error {
		f, cid, err := s.fileOf(ctx, fileID)
		if err != nil {
			return err
		}
		if _, _, _, err := s.editContext(ctx, cid); err != nil {
			return apperr.NotFound("contributionFile")
		}
		if _, _, err := s.requireEdit(ctx, cid); err != nil {
			return err
		}
		key = f.key
		if err := s.touch(ctx, cid); err != nil {
			return err
		}
		_, err = s.db.Exec(ctx, "DELETE FROM contribution_file WHERE id = ?", fileID)
		return err
	})
	if err != nil {
		return err
	}
	s.removeFiles(ctx, []string{key})
	return nil
}

// storedKeys lists every stored file of a contribution, for its deletion.
func (s *Service) storedKeys(ctx context.Context, id int64) ([]string, error) {
	keys, err := s.imagePaths(ctx, id)
	if err != nil {
		return nil, err
	}
	files, err := s.fileRows(ctx, "contribution_id = ?", id)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		keys = append(keys, f.key)
	}
	return keys, nil
}
