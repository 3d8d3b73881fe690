package app_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
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
	"audit": 3, "captcha": 3, "mail": 3, "appconfig": 3, "live": 3,
	// 4: platform domains.
	"language": 4, "organization": 4, "staticcontent": 4, "asset": 4,
	// 5: people, audiences and banners.
	"account": 5, "management": 5, "audience": 5, "banner": 5,
	// 6: the contact form, the publishable-item core, life cycles and the pieces a contribution is made of.
	"contact": 6, "publishable": 6, "lifecycle": 6, "tag": 6, "field": 6, "extrainput": 6, "attachment": 6,
	// 7: the publishing domains and the contribution engine.
	"content": 7, "campaign": 7, "contribution": 7, "evaluation": 7, "comment": 7, "rating": 7,
	"benefit": 7, "schedule": 7, "chat": 7, "competition": 7,
	// 8 and up: demo data, the embedded web app, the wiring and the test kit.
	"demo": 8, "webui": 8, "openapi": 8, "app": 9, "testkit": 10,
}

// sameLayer lists the imports allowed within one layer, "importer → imported".
var sameLayer = map[string]bool{
	"contribution → campaign":    true, // a contribution belongs to an open campaign
	"evaluation → contribution":  true, // scorecards are answered on a contribution, by the roles its state grants
	"comment → contribution":     true, // comments follow the contribution's visibility and comment status
	"rating → contribution":      true, // ratings follow the contribution's visibility and rating status
	"benefit → contribution":     true, // benefit analyses of a contribution, written by the roles its state grants
	"schedule → contribution":    true, // the implementation schedule of a contribution, by its implementers and owners
	"chat → contribution":        true, // a contribution's chat sessions, their members by its roles
	"field → lifecycle":          true, // a field's people hold contribution roles; its type's admins configure it
	"extrainput → lifecycle":     true, // its type's admins configure an input
	"thumbnail → apperr":         true, // a refused image is a 400 with its errorKey,
	"thumbnail → upload":         true, // the upload's errorKey when it is no image
	"competition → contribution": true, // ideas are contributions the competition's stages move
	"competition → evaluation":   true, // juries answer evaluation definitions
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
// the embedded web app, the OpenAPI document of the routes and the test kit.
var httpPackages = map[string]bool{"httpapi": true, "app": true, "webui": true, "openapi": true, "testkit": true}

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

// sqlMethods are the database calls of *db.DB and database/sql; a call of
// one of them with at least one argument runs SQL (r.URL.Query(), the only
// other method of those names the server calls, has none).
var sqlMethods = map[string]bool{"QueryContext": true, "ExecContext": true, "QueryRowContext": true,
	"Query": true, "Exec": true, "QueryRow": true, "InsertID": true}

// dbHelpers are the query helpers of internal/db, called as db.<name>.
var dbHelpers = map[string]bool{"Collect": true, "Each": true, "ScanOne": true, "Paged": true, "Int64s": true, "Strings": true}

// sqlVerb matches a string that is a statement: its first word is a verb of SQL.
var sqlVerb = regexp.MustCompile(`^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s`)

// sqlPackages hold SQL in any file: the database layer itself (migrations,
// Go migration steps, the helpers), the test kit (which reads what tests
// check) and the demo data, which is made through the services but for one
// statement that backdates the demo contributions (no service changes a
// creation date).
var sqlPackages = map[string]bool{"db": true, "testkit": true, "demo": true}

// oneFileDomains keep their few queries beside their rules in one file
// (docs/architecture.md says why).
var oneFileDomains = map[string]bool{"internal/audit/audit.go": true, "internal/captcha/captcha.go": true}

// Every statement of a domain lives in its store files (docs/architecture.md):
// a production file that calls the database (a query method, a db query
// helper) or spells a statement (a string that starts with SELECT, INSERT,
// UPDATE, DELETE or WITH) is a store file, or belongs to db, testkit or
// demo, or is a one-file domain.
func TestSQLOnlyInStores(t *testing.T) {
	root := filepath.Join("..", "..")
	var problems []string
	err := filepath.WalkDir(filepath.Join(root, "internal"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || storeFile(path) {
			return nil
		}
		rel, _ := filepath.Rel(filepath.Join(root, "internal"), path)
		rel = filepath.ToSlash(rel)
		file := "internal/" + rel
		if sqlPackages[strings.Split(rel, "/")[0]] || oneFileDomains[file] {
			return nil
		}
		found, err := sqlIn(path, file)
		if err != nil {
			return err
		}
		problems = append(problems, found...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

// sqlIn lists where a Go file calls the database or spells a statement.
func sqlIn(path, file string) ([]string, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, 0)
	if err != nil {
		return nil, err
	}
	var found []string
	at := func(n ast.Node, what string) {
		found = append(found, fmt.Sprintf("%s:%d %s: SQL belongs in a store file (store.go, store_*.go, *_store.go)",
			file, fset.Position(n.Pos()).Line, what))
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok {
				break
			}
			if sqlMethods[sel.Sel.Name] && len(n.Args) > 0 {
				at(n, "calls "+sel.Sel.Name)
			}
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "db" && dbHelpers[sel.Sel.Name] {
				at(n, "calls db."+sel.Sel.Name)
			}
		case *ast.BasicLit:
			if s, err := strconv.Unquote(n.Value); n.Kind == token.STRING && err == nil && sqlVerb.MatchString(s) {
				at(n, "spells a statement")
			}
		}
		return true
	})
	return found, nil
}
