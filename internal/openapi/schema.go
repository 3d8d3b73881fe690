package openapi

import (
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
)

// Schema is a JSON Schema 2020-12 object (the dialect of OpenAPI 3.1).
type Schema = map[string]any

// mode is which side of the wire a schema describes. encoding/json writes
// every field without omitempty, so a response schema requires them; it
// reads whatever is there, so a request schema requires nothing.
type mode uint8

const (
	output mode = 1 << iota // what the server writes
	input                   // what the server reads
)

// schemas generates the document's schemas from Go types with the rules of
// encoding/json: json tags name the fields, "-" hides one, omitempty and
// omitzero make it optional (and a nil pointer, slice or map left out
// instead of null), ",string" writes a number or bool as a string, embedded
// structs lend their fields, and a nil pointer is null.
//
// Lists and maps the server writes are never null: the stores answer []
// (db.Collect, db.Paged) and the services make their lists and maps
// before they fill them, so a slice or map field of an answer is a
// non-null array or object unless its openapi tag says "nullable" (or
// omitempty leaves it out). A request may send null, which decodes as
// empty. The scenario tests check every answer against the document
// (internal/testkit), so a nil list the server writes fails them.
//
// A string field tagged openapi:"enum=Name" holds one of the values of the
// enumeration Name (Build's enums): the schema refers to the component
// Name, {"type": "string", "enum": [...]}; on a slice or map of strings it
// applies to the items. A pointer tagged openapi:"notnull" is one an
// answer always sets (a required column read back), null only in requests.
//
// Every named struct becomes a component. A type the server both reads and
// writes gets two: "Tag" (response) and "TagRequest" (request).
type schemas struct {
	components map[string]Schema
	enums      Enums                    // the enumerations string fields may name
	err        error                    // the first tag that names an unknown enumeration
	uses       map[reflect.Type]mode    // the modes each struct type is used in (collect)
	names      map[componentKey]string  // component name of each struct type in each mode
	done       map[componentKey]string  // emitted components
	seen       map[reflect.Type]bool    // collect's visited set
	taken      map[string]componentKey  // component name → its type and mode
	fields     map[reflect.Type][]field // json fields per struct type
}

type componentKey struct {
	t reflect.Type
	m mode
}

// Enums are the enumerations the document names, by component name: the
// values a string field tagged openapi:"enum=Name" takes.
type Enums map[string][]string

func newSchemas() *schemas {
	return &schemas{components: map[string]Schema{}, enums: Enums{}, uses: map[reflect.Type]mode{},
		names: map[componentKey]string{}, done: map[componentKey]string{}, seen: map[reflect.Type]bool{},
		taken: map[string]componentKey{}, fields: map[reflect.Type][]field{}}
}

var (
	timeType          = reflect.TypeFor[time.Time]()
	rawMessageType    = reflect.TypeFor[json.RawMessage]()
	jsonMarshalerType = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

// special is the schema of a type that encodes itself, or nil.
func special(t reflect.Type) Schema {
	switch {
	case t == timeType:
		return Schema{"type": "string", "format": "date-time"}
	case t == rawMessageType:
		return Schema{} // any JSON value
	case t.Implements(jsonMarshalerType) || reflect.PointerTo(t).Implements(jsonMarshalerType):
		return Schema{}
	case t.Implements(textMarshalerType) || reflect.PointerTo(t).Implements(textMarshalerType):
		return Schema{"type": "string"}
	}
	return nil
}

// collect records the struct types reachable from t and the modes they are
// used in, so that names can be chosen before anything is emitted.
func (g *schemas) collect(t reflect.Type, m mode) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if special(t) != nil {
		return
	}
	switch t.Kind() {
	case reflect.Slice, reflect.Array, reflect.Map:
		g.collect(t.Elem(), m)
	case reflect.Struct:
		if t.Name() != "" {
			if g.uses[t]&m != 0 {
				return
			}
			g.uses[t] |= m
		} else {
			if g.seen[t] {
				return
			}
			g.seen[t] = true
		}
		for _, f := range g.jsonFields(t) {
			g.collect(f.typ, m)
		}
	}
}

// generic names are prefixed with their package even when alone.
var generic = map[string]bool{"Input": true, "Request": true, "Item": true, "Config": true, "Option": true}

// name chooses the component names: the type's name (with "Request" for
// the request variant of a type that is also written), or package and name
// when two types would share it (content.Content and staticcontent.Content:
// ContentContent, StaticcontentContent).
func (g *schemas) name() {
	byName := map[string][]componentKey{}
	for t, uses := range g.uses {
		for _, m := range []mode{output, input} {
			if uses&m == 0 {
				continue
			}
			n := baseName(t)
			if m == input && uses&output != 0 {
				n += "Request"
			}
			k := componentKey{t, m}
			g.names[k] = n
			byName[n] = append(byName[n], k)
		}
	}
	for n, keys := range byName {
		if len(keys) > 1 || generic[n] {
			for _, k := range keys {
				g.names[k] = exported(pkgName(k.t)) + n
			}
		}
	}
}

// baseName is a type's name fit for a component key: Piece[…/lifecycle.Notify] → PieceNotify.
func baseName(t reflect.Type) string {
	n := t.Name()
	if i := strings.IndexByte(n, '['); i >= 0 {
		args := n[i+1 : len(n)-1]
		n = n[:i]
		for a := range strings.SplitSeq(args, ",") {
			if j := strings.LastIndexAny(a, "./"); j >= 0 {
				a = a[j+1:]
			}
			n += exported(a)
		}
	}
	return exported(n)
}

func pkgName(t reflect.Type) string {
	p := t.PkgPath()
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		p = p[i+1:]
	}
	return p
}

func exported(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// tagged is what a field's openapi tag says of it.
type tagged struct {
	enum     string // the enumeration of its strings
	nullable bool   // a slice or map the server may write as null
	notNull  bool   // a pointer the server never writes nil (the request's may be)
}

// value is the schema of a whole body, an array's item or a map's value of
// type t: a pointer there is taken as set (the handlers never put a nil
// one there), and an answer's slice or map is never nil (see schemas).
func (g *schemas) value(t reflect.Type, m mode, o tagged) Schema {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return g.schema(t, m, tagged{enum: o.enum})
}

// schema is the schema of a struct field of type t written (output) or
// read (input). Pointers are nullable: Go writes nil as null. Slices and
// maps are nullable in requests and where the tag says so.
func (g *schemas) schema(t reflect.Type, m mode, o tagged) Schema {
	nullable := false
	for t.Kind() == reflect.Pointer {
		t, nullable = t.Elem(), m == input || !o.notNull
	}
	s := g.nonNull(t, m, o.enum)
	switch t.Kind() {
	case reflect.Slice, reflect.Map:
		nullable = nullable || (special(t) == nil && (m == input || o.nullable))
	case reflect.Interface:
		nullable = false // {} already admits null
	}
	if nullable {
		return orNull(s)
	}
	return s
}

// enumRef is the schema of a string of enumeration name, emitted once as a component.
func (g *schemas) enumRef(name string) Schema {
	values, ok := g.enums[name]
	if !ok || len(values) == 0 {
		if g.err == nil {
			g.err = fmt.Errorf("openapi: a field names the enumeration %q, which Build's enums do not define", name)
		}
		return Schema{"type": "string"}
	}
	if _, done := g.components[name]; !done {
		for k, n := range g.names {
			if n == name && g.err == nil {
				g.err = fmt.Errorf("openapi: the enumeration %s has the name of the component of %s", name, k.t)
			}
		}
		g.components[name] = Schema{"type": "string", "enum": slices.Clone(values)}
	}
	return Schema{"$ref": "#/components/schemas/" + name}
}

// orNull widens s to admit null.
func orNull(s Schema) Schema {
	if len(s) == 0 {
		return s
	}
	if typ, ok := s["type"].(string); ok {
		out := Schema{}
		for k, v := range s {
			out[k] = v
		}
		out["type"] = []string{typ, "null"}
		return out
	}
	return Schema{"anyOf": []Schema{s, {"type": "null"}}}
}

// nonNull is the schema of a non-nil value of t; enum names the
// enumeration of its strings ("": any string).
func (g *schemas) nonNull(t reflect.Type, m mode, enum string) Schema {
	if s := special(t); s != nil {
		return s
	}
	switch t.Kind() {
	case reflect.Bool:
		return Schema{"type": "boolean"}
	case reflect.Int, reflect.Int64:
		return Schema{"type": "integer", "format": "int64"}
	case reflect.Int8, reflect.Int16, reflect.Int32:
		return Schema{"type": "integer", "format": "int32"}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return Schema{"type": "integer", "minimum": 0}
	case reflect.Float32, reflect.Float64:
		return Schema{"type": "number"}
	case reflect.String:
		if enum != "" {
			return g.enumRef(enum)
		}
		return Schema{"type": "string"}
	case reflect.Interface:
		return Schema{}
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 {
			return Schema{"type": "string", "contentEncoding": "base64"}
		}
		return Schema{"type": "array", "items": g.value(t.Elem(), m, tagged{enum: enum})}
	case reflect.Map:
		return Schema{"type": "object", "additionalProperties": g.value(t.Elem(), m, tagged{enum: enum})}
	case reflect.Struct:
		if t.Name() == "" {
			return g.object(t, m)
		}
		return Schema{"$ref": "#/components/schemas/" + g.component(t, m)}
	}
	panic(fmt.Sprintf("openapi: no schema for %s (kind %s)", t, t.Kind()))
}

// component emits the component of struct type t in mode m once and returns its name.
func (g *schemas) component(t reflect.Type, m mode) string {
	key := componentKey{t, m}
	if n, ok := g.done[key]; ok {
		return n
	}
	n := g.names[key]
	if n == "" {
		panic(fmt.Sprintf("openapi: %s was not collected", t))
	}
	if other, ok := g.taken[n]; ok && other != key {
		panic(fmt.Sprintf("openapi: component name %s stands for %s and %s", n, other.t, t))
	}
	g.taken[n] = key
	g.done[key] = n
	g.components[n] = Schema{} // placeholder: a type may refer to itself
	g.components[n] = g.object(t, m)
	return n
}

// object is the inline schema of struct type t.
func (g *schemas) object(t reflect.Type, m mode) Schema {
	props := Schema{}
	var required []string
	for _, f := range g.jsonFields(t) {
		var s Schema
		switch {
		case f.asString && isStringable(f.typ):
			s = Schema{"type": "string"}
		case f.optional && m == output:
			// Left out when empty, so never null.
			ft := f.typ
			for ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			s = g.nonNull(ft, m, f.tag.enum)
		default:
			s = g.schema(f.typ, m, f.tag)
		}
		props[f.name] = s
		if m == output && !f.optional {
			required = append(required, f.name)
		}
	}
	out := Schema{"type": "object", "properties": props}
	if len(required) > 0 {
		sort.Strings(required)
		out["required"] = required
	}
	return out
}

func isStringable(t reflect.Type) bool {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64, reflect.String:
		return true
	}
	return false
}

// field is one JSON member of a struct.
type field struct {
	name     string
	typ      reflect.Type
	optional bool // omitempty/omitzero, or reached through an embedded pointer that may be nil
	asString bool
	depth    int
	tagged   bool
	tag      tagged // its openapi tag
}

// jsonFields lists the members encoding/json writes for struct type t: the
// fields of embedded structs are promoted, and of several fields with one
// name the shallowest wins, then the tagged one; a tie hides them all.
func (g *schemas) jsonFields(t reflect.Type) []field {
	if fs, ok := g.fields[t]; ok {
		return fs
	}
	type level struct {
		t        reflect.Type
		depth    int
		optional bool
	}
	var all []field
	queue := []level{{t, 0, false}}
	visited := map[reflect.Type]bool{}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if visited[cur.t] {
			continue
		}
		visited[cur.t] = true
		for i := range cur.t.NumField() {
			sf := cur.t.Field(i)
			ft := sf.Type
			if sf.Anonymous {
				if ft.Kind() == reflect.Pointer {
					ft = ft.Elem()
				}
				if !sf.IsExported() && ft.Kind() != reflect.Struct {
					continue
				}
			} else if !sf.IsExported() {
				continue
			}
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if sf.Anonymous && name == "" && ft.Kind() == reflect.Struct {
				queue = append(queue, level{ft, cur.depth + 1, cur.optional || sf.Type.Kind() == reflect.Pointer})
				continue
			}
			f := field{name: name, typ: sf.Type, depth: cur.depth, tagged: name != "", optional: cur.optional}
			if name == "" {
				f.name = sf.Name
			}
			for o := range strings.SplitSeq(sf.Tag.Get("openapi"), ",") {
				switch {
				case strings.HasPrefix(o, "enum="):
					f.tag.enum = strings.TrimPrefix(o, "enum=")
				case o == "nullable":
					f.tag.nullable = true
				case o == "notnull":
					f.tag.notNull = true
				}
			}
			for o := range strings.SplitSeq(opts, ",") {
				switch o {
				case "omitempty": // a struct value is never empty, so it stays
					f.optional = f.optional || sf.Type.Kind() != reflect.Struct
				case "omitzero":
					f.optional = true
				case "string":
					f.asString = true
				}
			}
			all = append(all, f)
		}
	}
	byName := map[string][]field{}
	var order []string
	for _, f := range all {
		if _, ok := byName[f.name]; !ok {
			order = append(order, f.name)
		}
		byName[f.name] = append(byName[f.name], f)
	}
	var out []field
	for _, n := range order {
		if f, ok := dominant(byName[n]); ok {
			out = append(out, f)
		}
	}
	g.fields[t] = out
	return out
}

// dominant picks the field encoding/json keeps among fields of one name.
func dominant(fs []field) (field, bool) {
	minDepth := fs[0].depth
	for _, f := range fs {
		minDepth = min(minDepth, f.depth)
	}
	var top []field
	for _, f := range fs {
		if f.depth == minDepth {
			top = append(top, f)
		}
	}
	if len(top) == 1 {
		return top[0], true
	}
	var tagged []field
	for _, f := range top {
		if f.tagged {
			tagged = append(tagged, f)
		}
	}
	if len(tagged) == 1 {
		return tagged[0], true
	}
	return field{}, false
}
