package db_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/inno-platform/inno/internal/db"
	"github.com/inno-platform/inno/internal/paging"
)

type person struct {
	ID   int64
	Name string
	Unit int64
}

func scanPerson(s db.Scanner) (person, error) {
	var p person
	err := s.Scan(&p.ID, &p.Name, &p.Unit)
	return p, err
}

// helperDB is an empty database on the suite's engine with two related tables.
func helperDB(t *testing.T) *db.DB {
	t.Helper()
	d := openEmpty(t)
	ctx := context.Background()
	for _, q := range []string{
		"CREATE TABLE unit (id INTEGER PRIMARY KEY)",
		"CREATE TABLE person (id INTEGER PRIMARY KEY, name VARCHAR(50) NOT NULL UNIQUE, unit_id INTEGER NOT NULL REFERENCES unit(id))",
		"INSERT INTO unit (id) VALUES (1), (2)",
	} {
		if _, err := d.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	for i := 1; i <= 25; i++ {
		if _, err := d.Exec(ctx, "INSERT INTO person (id, name, unit_id) VALUES (?, ?, ?)", i, fmt.Sprintf("p%02d", i), 1+i%2); err != nil {
			t.Fatal(err)
		}
	}
	return d
}

// Constraint failures are told apart by the driver's codes on both engines.
func TestConstraintViolations(t *testing.T) {
	ctx := context.Background()
	d := helperDB(t)
	_, err := d.Exec(ctx, "INSERT INTO person (id, name, unit_id) VALUES (100, 'p01', 1)")
	if !db.IsUniqueViolation(err) || db.IsForeignKeyViolation(err) {
		t.Errorf("duplicate name: unique=%v fk=%v (%v)", db.IsUniqueViolation(err), db.IsForeignKeyViolation(err), err)
	}
	_, err = d.Exec(ctx, "INSERT INTO person (id, name, unit_id) VALUES (1, 'new', 1)")
	if !db.IsUniqueViolation(err) {
		t.Errorf("duplicate primary key: not a unique violation (%v)", err)
	}
	_, err = d.Exec(ctx, "INSERT INTO person (id, name, unit_id) VALUES (101, 'new', 9)")
	if !db.IsForeignKeyViolation(err) || db.IsUniqueViolation(err) {
		t.Errorf("missing unit: unique=%v fk=%v (%v)", db.IsUniqueViolation(err), db.IsForeignKeyViolation(err), err)
	}
	_, err = d.Exec(ctx, "DELETE FROM unit WHERE id = 1")
	if !db.IsForeignKeyViolation(err) {
		t.Errorf("deleting a referenced unit: not a foreign-key violation (%v)", err)
	}
	for _, e := range []error{nil, errors.New("UNIQUE constraint failed: person.name"), errors.New("SQLSTATE 23505")} {
		if db.IsUniqueViolation(e) {
			t.Errorf("%v is not a driver error and must not count as a unique violation", e)
		}
	}
}

func TestCollectAndWhere(t *testing.T) {
	ctx := context.Background()
	d := helperDB(t)
	var w db.Where
	w.And("unit_id = ?", 2).AndIf(false, "name = ?", "never")
	db.AndIn(&w, "id", []int64{1, 3, 4, 5})
	where, args := w.SQL()
	got, err := db.Collect(ctx, d, scanPerson, "SELECT id, name, unit_id FROM person"+where+" ORDER BY id", args...)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 || got[0].ID != 1 || got[1].ID != 3 || got[2].Name != "p05" || got[2].Unit != 2 {
		t.Errorf("Collect = %+v, want p01, p03 and p05 (odd ids are in unit 2)", got)
	}
	var none db.Where
	if s, a := none.SQL(); s != "" || a != nil || !none.Empty() {
		t.Errorf("empty Where = %q %v", s, a)
	}
	var empty db.Where
	db.AndIn(&empty, "id", []int64{})
	where, args = empty.SQL()
	if n, err := db.Int64s(ctx, d, "SELECT id FROM person"+where, args...); err != nil || len(n) != 0 {
		t.Errorf("IN () = %v, %v; want no rows", n, err)
	}
	names, err := db.Strings(ctx, d, "SELECT name FROM person WHERE id <= ? ORDER BY id", 2)
	if err != nil || len(names) != 2 || names[1] != "p02" {
		t.Errorf("Strings = %v, %v", names, err)
	}
	one, err := db.ScanOne(ctx, d, scanPerson, "SELECT id, name, unit_id FROM person WHERE id = ?", 7)
	if err != nil || one.Name != "p07" {
		t.Errorf("ScanOne = %+v, %v", one, err)
	}
	if _, err := db.ScanOne(ctx, d, scanPerson, "SELECT id, name, unit_id FROM person WHERE id = ?", 700); !db.IsNoRows(err) {
		t.Errorf("ScanOne of nothing: %v, want no rows", err)
	}
}

// Paged gives the page and the total whether or not it needs the count.
func TestPaged(t *testing.T) {
	ctx := context.Background()
	d := helperDB(t)
	cases := []struct {
		unit             int64
		number, size     int
		desc             bool
		wantFirst, wantN int64
		wantTotal        int64
	}{
		{0, 0, 10, false, 1, 10, 25},  // full first page: counted
		{0, 2, 10, false, 21, 5, 25},  // last page, not full: total from the page
		{0, 5, 10, false, 0, 0, 25},   // past the end: counted
		{0, 0, 100, true, 25, 25, 25}, // everything in one page, newest first
		{2, 0, 5, false, 1, 5, 13},    // filtered, full page
		{1, 2, 5, false, 22, 2, 12},   // filtered, last page
		{9, 0, 5, false, 0, 0, 0},     // nothing matches
	}
	for _, c := range cases {
		var w db.Where
		w.AndIf(c.unit != 0, "unit_id = ?", c.unit)
		items, total, err := db.Paged(ctx, d, scanPerson, db.PageQuery{
			Columns: "id, name, unit_id", From: "person", Where: w, Tie: "id",
			Page: paging.Page{Number: c.number, Size: c.size, Sort: []paging.Order{{Column: "id", Desc: c.desc}}},
		})
		if err != nil {
			t.Fatal(err)
		}
		first := int64(0)
		if len(items) > 0 {
			first = items[0].ID
		}
		if total != c.wantTotal || int64(len(items)) != c.wantN || first != c.wantFirst {
			t.Errorf("%+v: %d items from %d, total %d", c, len(items), first, total)
		}
	}
}

// An along rides in a host statement: the host's row comes once per along
// row, or once with none, and the along sees only its own columns.
func TestAlong(t *testing.T) {
	ctx := context.Background()
	d := helperDB(t)
	host := func(unit int64, a *db.Along) (int64, int, error) {
		var id int64
		n := 0
		_, err := db.Collect(ctx, d, func(sc db.Scanner) (struct{}, error) {
			n++
			return struct{}{}, db.ScanAlong(sc, a, &id)
		}, "SELECT u.id"+a.Columns()+" FROM unit u"+a.Join()+" WHERE u.id = ?", append(a.ArgsOf(), unit)...)
		return id, n, err
	}
	people := func(unit int64, into *[]person) *db.Along {
		return &db.Along{
			SQL:  "SELECT id, name, unit_id FROM person WHERE unit_id = ? AND id < ? ORDER BY id",
			Args: []any{unit, 6},
			Scan: func(sc db.Scanner) error {
				p, err := scanPerson(sc)
				*into = append(*into, p)
				return err
			},
		}
	}
	var got []person
	if id, rows, err := host(2, people(2, &got)); err != nil || id != 2 || rows != 3 || len(got) != 3 {
		t.Fatalf("host with three along rows: %d %d %v %+v", id, rows, err, got)
	}
	for _, p := range got {
		if p.Unit != 2 || p.ID%2 != 1 || p.Name != fmt.Sprintf("p%02d", p.ID) {
			t.Errorf("along row %+v", p)
		}
	}
	var none []person
	if id, rows, err := host(1, people(3, &none)); err != nil || id != 1 || rows != 1 || len(none) != 0 {
		t.Errorf("host with no along row: %d %d %v %+v", id, rows, err, none)
	}
	if id, rows, err := host(2, nil); err != nil || id != 2 || rows != 1 {
		t.Errorf("host alone: %d %d %v", id, rows, err)
	}
	if _, rows, err := host(9, people(2, &none)); err != nil || rows != 0 || len(none) != 0 {
		t.Errorf("no host row: %d %v %+v", rows, err, none)
	}
}
