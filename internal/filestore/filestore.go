// Package filestore keeps uploaded files. Disk is the default; the Store
// interface leaves room for an object store later.
package filestore

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// ErrNotFound is returned by Open for a key with no file.
var ErrNotFound = fs.ErrNotExist

// File is an opened stored file.
type File interface {
	io.ReadSeekCloser
}

// Store keeps files under slash-separated keys such as "brand/logo.png".
type Store interface {
	Open(ctx context.Context, key string) (File, time.Time, error)
	Put(ctx context.Context, key string, r io.Reader) error
	Delete(ctx context.Context, key string) error
}

// Disk stores files below a root directory.
type Disk struct{ root string }

// NewDisk returns a store rooted at dir, creating it.
func NewDisk(dir string) (*Disk, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, fmt.Errorf("filestore: create %s: %w", dir, err)
	}
	return &Disk{root: dir}, nil
}

// ValidKey reports whether key is a clean relative path with no way out of
// the root (no "..", no absolute path, no backslash, no empty segment).
func ValidKey(key string) bool {
	if key == "" || strings.ContainsAny(key, "\\\x00") || strings.HasPrefix(key, "/") {
		return false
	}
	if path.Clean(key) != key {
		return false
	}
	for _, seg := range strings.Split(key, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return false
		}
	}
	return true
}

func (d *Disk) path(key string) (string, error) {
	if !ValidKey(key) {
		return "", fmt.Errorf("filestore: invalid key %q", key)
	}
	return filepath.Join(d.root, filepath.FromSlash(key)), nil
}

// Open opens the file stored under key.
func (d *Disk) Open(_ context.Context, key string) (File, time.Time, error) {
	p, err := d.path(key)
	if err != nil {
		return nil, time.Time{}, err
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, time.Time{}, err
	}
	st, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, time.Time{}, fmt.Errorf("filestore: stat %s: %w", key, err)
	}
	return f, st.ModTime(), nil
}

// Put writes r under key atomically: readers see the old file or the whole
// new one, never half of it, and a failed upload leaves the old file in place.
func (d *Disk) Put(_ context.Context, key string, r io.Reader) error {
	p, err := d.path(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return fmt.Errorf("filestore: mkdir for %s: %w", key, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".upload-*")
	if err != nil {
		return fmt.Errorf("filestore: temp for %s: %w", key, err)
	}
	defer os.Remove(tmp.Name()) // no-op after the rename
	if _, err := io.Copy(tmp, r); err != nil {
		_ = tmp.Close()
		return fmt.Errorf("filestore: write %s: %w", key, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("filestore: close %s: %w", key, err)
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return fmt.Errorf("filestore: place %s: %w", key, err)
	}
	return nil
}

// Delete removes the file under key; a missing file is not an error.
func (d *Disk) Delete(_ context.Context, key string) error {
	p, err := d.path(key)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("filestore: delete %s: %w", key, err)
	}
	return nil
}
