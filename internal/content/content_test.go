package content_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/inno-platform/inno/internal/testkit"
)

type item struct {
	ID                int64
	Title             string
	PublishState      string
	PublishDate       *time.Time
	Category          string
	CategoryIcon      string
	Body              string
	AuthorName        string
	BannerPath        *string
	BannerPreviewPath *string
	BannerPreview     *string
	Post              string
	TargetUnits       []int64
}

func unit(t *testing.T, kit *testkit.Env, name string) int64 {
	t.Helper()
	var id int64
	if err := kit.App.DB.QueryRow(context.Background(), "SELECT id FROM organization WHERE name = ?", name).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func ids(items []item) []int64 {
	var out []int64
	for _, it := range items {
		out = append(out, it.ID)
	}
	return out
}

func TestContentAudienceAndPublishing(t *testing.T) {
	kit := testkit.New(t)
	tok := map[string]string{}
	for _, l := range []string{"admin", "user", "external", "content", "campaign", "competition"} {
		tok[l] = kit.Login(l, l)
	}
	call := func(who, method, path string, body any) *testkit.Response {
		return kit.Do(testkit.Request{Method: method, Path: path, Token: tok[who], Body: body})
	}
	production := unit(t, kit, "Production")
	week := time.Now().Add(7 * 24 * time.Hour).UTC().Format(time.RFC3339)
	news := func(title, level string, state string, units ...int64) map[string]any {
		return map[string]any{"title": title, "summary": "Something everyone should know.", "body": "<p>Hello <img src=x onerror=alert(1)></p>",
			"categoryId": 2, "accessLevel": level, "publishState": state, "lastDate": week, "targetUnits": units}
	}
	// Who may write: authors create, a plain user may not.
	call("user", http.MethodPost, "/api/v3/contents", news("Canteen menu", "PUBLIC", "DRAFT")).Expect(t, http.StatusForbidden)
	res := call("content", http.MethodPost, "/api/v3/contents", map[string]any{"title": "ab", "summary": "short", "categoryId": 9}).Expect(t, http.StatusBadRequest)
	for _, f := range []string{`"field":"title"`, `"field":"summary"`, `"field":"lastDate"`, `"field":"categoryId"`} {
		if !strings.Contains(string(res.Body), f) {
			t.Errorf("missing %s in %s", f, res.Body)
		}
	}
	soon := news("Canteen menu", "PUBLIC", "PUBLISHED", production)
	soon["lastDate"] = time.Now().Add(2 * time.Hour).UTC().Format(time.RFC3339)
	if res := call("content", http.MethodPost, "/api/v3/contents", soon).Expect(t, http.StatusBadRequest); !strings.Contains(string(res.Body), "dateValidateOneDayError") {
		t.Errorf("last date: %s", res.Body)
	}
	if res := call("content", http.MethodPost, "/api/v3/contents", news("Canteen menu", "REGISTERED", "PUBLISHED")).Expect(t, http.StatusBadRequest); !strings.Contains(string(res.Body), "targetUnitValidation") {
		t.Errorf("targets: %s", res.Body)
	}

	var public, forProduction, draft item
	call("content", http.MethodPost, "/api/v3/contents", news("Open day", "PUBLIC", "PUBLISHED", production)).Expect(t, http.StatusCreated).JSON(t, &public)
	body := news("New line in Production", "REGISTERED", "PUBLISHED", production)
	body["sendEmailToUser"] = true
	call("content", http.MethodPost, "/api/v3/contents", body).Expect(t, http.StatusCreated).JSON(t, &forProduction)
	call("content", http.MethodPost, "/api/v3/contents", news("Not yet", "PUBLIC", "DRAFT")).Expect(t, http.StatusCreated).JSON(t, &draft)
	if strings.Contains(forProduction.Body, "onerror") || forProduction.Category != "contentCategory.news" || forProduction.CategoryIcon != "newspaper" || forProduction.PublishDate == nil {
		t.Errorf("saved item: %+v", forProduction)
	}
	// The body may also be sent as "post" (the spec's other name); both come back, sanitized.
	viaPost := news("Posted body", "PUBLIC", "DRAFT")
	delete(viaPost, "body")
	viaPost["post"] = "<p>Via post<script>x()</script></p>"
	var posted item
	call("content", http.MethodPost, "/api/v3/contents", viaPost).Expect(t, http.StatusCreated).JSON(t, &posted)
	if !strings.Contains(posted.Body, "Via post") || strings.Contains(posted.Body, "script") || posted.Post != posted.Body {
		t.Errorf("body sent as post: body %q, post %q", posted.Body, posted.Post)
	}
	call("content", http.MethodDelete, "/api/v3/contents/"+strconv.FormatInt(posted.ID, 10), nil).Expect(t, http.StatusNoContent)
	kit.WaitMail("user@inno.example", "New line in Production")

	list := func(who string) []item {
		var out []item
		call(who, http.MethodGet, "/api/v3/contents?page=0&size=10&sort=publishDate,desc", nil).Expect(t, http.StatusOK).JSON(t, &out)
		return out
	}
	// A visitor sees the public item only; the user of the unit both; others the public one.
	if got := ids(list("")); len(got) != 1 || got[0] != public.ID {
		t.Errorf("visitor sees %v", got)
	}
	if got := ids(list("user")); len(got) != 2 || got[0] != forProduction.ID {
		t.Errorf("user of Production sees %v (newest first)", got)
	}
	if got := ids(list("competition")); len(got) != 1 || got[0] != public.ID {
		t.Errorf("user of R&D sees %v", got)
	}
	pid := strconv.FormatInt(forProduction.ID, 10)
	call("competition", http.MethodGet, "/api/v3/contents/"+pid, nil).Expect(t, http.StatusNotFound)
	call("", http.MethodGet, "/api/v3/contents/"+pid, nil).Expect(t, http.StatusNotFound)
	call("user", http.MethodGet, "/api/v3/contents/"+pid, nil).Expect(t, http.StatusOK)
	call("user", http.MethodGet, "/api/v3/contents/"+strconv.FormatInt(draft.ID, 10), nil).Expect(t, http.StatusNotFound)

	// Published stays published; the manage list and the form are for writers.
	forProduction.PublishState = "DRAFT"
	upd := news("New line in Production", "REGISTERED", "DRAFT", production)
	upd["id"] = forProduction.ID
	if res := call("content", http.MethodPut, "/api/v3/contents", upd).Expect(t, http.StatusBadRequest); !strings.Contains(string(res.Body), "contentTransitionInvalid") {
		t.Errorf("unpublish: %s", res.Body)
	}
	call("user", http.MethodGet, "/api/v3/contents/manage", nil).Expect(t, http.StatusForbidden)
	res = call("content", http.MethodGet, "/api/v3/contents/manage", nil).Expect(t, http.StatusOK)
	if res.Header.Get("X-Total-Count") != "3" {
		t.Errorf("manage total %s", res.Header.Get("X-Total-Count"))
	}
	// The title search folds letters on both engines: a Turkish capital İ is an i.
	res = call("content", http.MethodGet, "/api/v3/contents/manage?title="+url.QueryEscape("NEW LİNE"), nil).Expect(t, http.StatusOK)
	if got := res.Header.Get("X-Total-Count"); got != "1" || !strings.Contains(string(res.Body), "New line in Production") {
		t.Errorf("manage title search: total %s, %s", got, res.Body)
	}
	call("content", http.MethodGet, "/api/v3/contents/"+pid+"/update", nil).Expect(t, http.StatusOK)

	// Banner: a real image, with a preview, public and cached; the text editor's rules hold for the body.
	var img bytes.Buffer
	if err := png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 1280, 720))); err != nil {
		t.Fatal(err)
	}
	kit.Upload("/api/v3/content-images/upload-banner/content/"+pid, tok["user"], "file", "b.png", img.Bytes()).Expect(t, http.StatusForbidden)
	kit.Upload("/api/v3/content-images/upload-banner/content/"+pid, tok["content"], "file", "b.png", []byte("not an image")).Expect(t, http.StatusBadRequest)
	var b struct{ Path, PreviewPath string }
	kit.Upload("/api/v3/content-images/upload-banner/content/"+pid, tok["content"], "file", "b.png", img.Bytes()).Expect(t, http.StatusOK).JSON(t, &b)
	got := kit.Get("/api/v3/"+b.PreviewPath, "").Expect(t, http.StatusOK)
	if cfg, _, err := image.DecodeConfig(bytes.NewReader(got.Body)); err != nil || cfg.Width != 480 {
		t.Errorf("preview: %v %d", err, cfg.Width)
	}
	var withBanner item
	call("user", http.MethodGet, "/api/v3/contents/"+pid, nil).Expect(t, http.StatusOK).JSON(t, &withBanner)
	if withBanner.BannerPath == nil || *withBanner.BannerPath != b.Path {
		t.Errorf("banner on the item: %+v", withBanner)
	}
	if withBanner.BannerPreviewPath == nil || withBanner.BannerPreview == nil || *withBanner.BannerPreview != *withBanner.BannerPreviewPath {
		t.Errorf("bannerPreview and bannerPreviewPath differ: %+v", withBanner)
	}
	// Delete: editors only; the banner files go with the item.
	call("campaign", http.MethodDelete, "/api/v3/contents/"+pid, nil).Expect(t, http.StatusForbidden)
	call("content", http.MethodDelete, "/api/v3/contents/"+pid, nil).Expect(t, http.StatusNoContent)
	kit.Get("/api/v3/"+b.PreviewPath, "").Expect(t, http.StatusNotFound)

	var cats []struct {
		ID         int
		Name, Icon string
	}
	kit.Get("/api/public/content-categories", "").Expect(t, http.StatusOK).JSON(t, &cats)
	if len(cats) != 3 || cats[0].Icon != "bullhorn" {
		t.Errorf("categories: %+v", cats)
	}
	// A unit targeted by content cannot be deleted (no broken reference, no 500).
	hr := unit(t, kit, "Human Resources")
	call("content", http.MethodPost, "/api/v3/contents", news("HR news", "REGISTERED", "DRAFT", hr)).Expect(t, http.StatusCreated)
	if res := call("admin", http.MethodDelete, "/api/v3/organizations/"+strconv.FormatInt(hr, 10), nil).Expect(t, http.StatusBadRequest); !strings.Contains(string(res.Body), `"targets":1`) {
		t.Errorf("delete a targeted unit: %s", res.Body)
	}
}
