package app_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/inno-platform/inno/"

// layer is each internal package's place in the one-way stack of
// docs/architecture.md. A package may import packages of a lower layer; of
// its own layer only those named in sameLayer (a domain that builds on
// another: account mails, contribution asks campaign whether it is open).
var layer = map[string]int{
	// 0: the foundation every layer may use.
	"apperr": 0, "paging": 0, "upload": 0, "config": 0, "i18n": 0, "memo": 0, "sanitize": 0,
	"thumbnail": 0, "filestore": 0, "export": 0,
	// 1: storage and the caller's identity.
	"db": 1, "auth": 1,
	// 2: the HTTP toolkit (request parsing, responses, router); only http*.go files reach it.
	"httpapi": 2,
	// 3: platform services everything else builds on.
	"audit": 3, "captcha": 3, "mail": 3, "appconfig": 3,
	// 4: platform domains.
	"language": 4, "organization": 4, "staticcontent": 4, "asset": 4,
	// 5: people, audiences and banners.
	"account": 5, "management": 5, "audience": 5, "banner": 5,
	// 6: the contact form, the publishable-item core, life cycles and the pieces a contribution is made of.
	"contact": 6, "publishable": 6, "lifecycle": 6, "tag": 6, "field": 6, "extrainput": 6, "attachment": 6,
	// 7: the publishing domains and the contribution engine.
	"content": 7, "campaign": 7, "contribution": 7,
	// 8 and up: demo data, the embedded web app, the wiring and the test kit.
	"demo": 8, "webui": 8, "openapi": 8, "app": 9, "testkit": 10,
}

// sameLayer lists the imports allowed within one layer, "importer → imported".
var sameLayer = map[string]bool{
	"contribution → campaign": true, // a contribution belongs to an open campaign
	"thumbnail → apperr":      true, // a refused image is a 400 with its errorKey,
	"thumbnail → upload":      true, // the upload's errorKey when it is no image
}

// httpFile reports whether a file belongs to the HTTP layer of its package:
// handlers live in http.go, http_*.go or *_http.go.
func httpFile(name string) bool {
	base := strings.TrimSuffix(filepath.Base(name), ".go")
	return base == "http" || strings.HasPrefix(base, "http_") || strings.HasSuffix(base, "_http")
}

// storeFile reports whether a file is a store: the only place of a domain's SQL.
func storeFile(name string) bool {
	base := strings.TrimSuffix(filepath.Base(name), ".go")
	return base == "store" || strings.HasPrefix(base, "store_") || strings.HasSuffix(base, "_store")
}

// httpPackages are HTTP through and through: the toolkit itself, the wiring,
// the embedded web app and the test kit.
var httpPackages = map[string]bool{"httpapi": true, "app": true, "webui": true, "testkit": true}

// The imports of every production file point one way (docs/architecture.md):
// nothing below the HTTP layer imports httpapi or net/http, no store imports
// auth, and no package imports one of a higher layer.
func TestImportsPointOneWay(t *testing.T) {
	root := filepath.Join("..", "..")
	var problems []string
	err := filepath.WalkDir(filepath.Join(root, "internal"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(filepath.Join(root, "internal"), path)
		pkg := strings.Split(filepath.ToSlash(rel), "/")[0]
		own, known := layer[pkg]
		if !known {
			problems = append(problems, "internal/"+pkg+": not in the layer table of layers_test.go (add it where it belongs)")
			return fs.SkipDir
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		file := "internal/" + filepath.ToSlash(rel)
		for _, spec := range f.Imports {
			imp, _ := strconv.Unquote(spec.Path.Value)
			if (imp == "net/http" || imp == module+"internal/httpapi") && !httpPackages[pkg] && !httpFile(path) {
				problems = append(problems, file+" imports "+imp+": only http*.go files may (move the code to the handler)")
			}
			if imp == module+"internal/auth" && storeFile(path) {
				problems = append(problems, file+" imports "+imp+": a store never decides who may do something")
			}
			dep, ok := strings.CutPrefix(imp, module+"internal/")
			if !ok {
				continue
			}
			dep = strings.Split(dep, "/")[0]
			if dep == pkg {
				continue
			}
			theirs, known := layer[dep]
			switch {
			case !known:
				problems = append(problems, file+" imports internal/"+dep+", which is not in the layer table")
			case theirs > own || theirs == own && !sameLayer[pkg+" → "+dep]:
				problems = append(problems, file+" imports internal/"+dep+": layer "+strconv.Itoa(theirs)+
					" is not below "+pkg+"'s layer "+strconv.Itoa(own))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
	if _, err := os.Stat(filepath.Join(root, "internal", "app", "routes.go")); err != nil {
		t.Fatalf("the walk did not start at the module root: %v", err)
	}
}
