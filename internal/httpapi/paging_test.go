package httpapi

import (
	"net/http/httptest"
	"testing"

	"github.com/inno-platform/inno/internal/paging"
)

func TestParsePage(t *testing.T) {
	sortable := paging.Sortable{"publishDate": "publish_date", "id": "id"}
	def := paging.Order{Column: "id", Desc: true}
	cases := []struct {
		query    string
		wantErr  bool
		number   int
		size     int
		orderSQL string
	}{
		{"", false, 0, 10, " ORDER BY id DESC LIMIT 10 OFFSET ?"},
		{"page=2&size=5", false, 2, 5, " ORDER BY id DESC LIMIT 5 OFFSET ?"},
		{"sort=publishDate,desc", false, 0, 10, " ORDER BY publish_date DESC, id DESC LIMIT 10 OFFSET ?"},
		{"sort=publishDate&sort=id,desc", false, 0, 10, " ORDER BY publish_date, id DESC LIMIT 10 OFFSET ?"},
		{"sort=publishDate,ASC&cacheBuster=123", false, 0, 10, " ORDER BY publish_date, id LIMIT 10 OFFSET ?"},
		{"page=-1", true, 0, 0, ""},
		{"page=x", true, 0, 0, ""},
		{"size=0", true, 0, 0, ""},
		{"size=1001", true, 0, 0, ""},
		{"sort=password", true, 0, 0, ""},
		{"sort=id%3Bdrop%20table%20x", true, 0, 0, ""},
		{"sort=id,sideways", true, 0, 0, ""},
	}
	for _, c := range cases {
		r := httptest.NewRequest("GET", "/x?"+c.query, nil)
		p, err := ParsePage(r, sortable, def)
		if (err != nil) != c.wantErr {
			t.Errorf("%q: err = %v", c.query, err)
			continue
		}
		if c.wantErr {
			continue
		}
		if p.Number != c.number || p.Size != c.size {
			t.Errorf("%q: page %d size %d", c.query, p.Number, p.Size)
		}
		if got, offset := p.OrderLimit("id"); got != c.orderSQL || offset != c.number*c.size {
			t.Errorf("%q: OrderLimit = %q, %d, want %q, %d", c.query, got, offset, c.orderSQL, c.number*c.size)
		}
	}
}

func TestWriteListSetsTotalCount(t *testing.T) {
	w := httptest.NewRecorder()
	if err := WriteList[int](w, nil, 42); err != nil {
		t.Fatal(err)
	}
	if got := w.Header().Get("x-total-count"); got != "42" {
		t.Errorf("x-total-count = %q", got)
	}
	if got := w.Body.String(); got != "[]\n" {
		t.Errorf("body = %q, want an empty JSON array", got)
	}
}
