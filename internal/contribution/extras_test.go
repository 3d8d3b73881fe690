package contribution_test

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

func idOf(t *testing.T, res *testkit.Response) int64 {
	t.Helper()
	return res.ID(t)
}

func itoa(id int64) string { return strconv.FormatInt(id, 10) }

func TestTagsAdminFormAndFilter(t *testing.T) {
	w := newWorld(t)
	// Who may manage tags: ADMIN and APP_ADMIN only.
	w.Call("user", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Energy", "isActive": true}).Expect(t, http.StatusForbidden)
	w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "E", "isActive": true}).Expect(t, http.StatusBadRequest)
	energy := idOf(t, w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Energy", "isActive": true}).Expect(t, http.StatusCreated))
	safety := idOf(t, w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Safety", "isActive": true}).Expect(t, http.StatusCreated))
	res := w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "energy", "isActive": true}).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"errorKey":"tagNameExists"`) {
		t.Errorf("a name differing only in case: %s", res.Body)
	}
	var tags []struct{ ID int64 }
	w.Env.Get("/api/v3/contribution-tags", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &tags)
	if len(tags) != 2 {
		t.Fatalf("active tags: %+v", tags)
	}

	// The form takes tags; the list filters by them.
	a, b := w.Create("user", "SUGGESTION"), w.Create("user", "SUGGESTION")
	w.Save("user", "SUGGESTION", map[string]any{"id": a, "title": "Solar panels on the roof", "summary": "Cut the energy bill.", "tagIds": []int64{energy, safety}}).Expect(t, http.StatusOK)
	w.Save("user", "SUGGESTION", map[string]any{"id": b, "title": "Helmets for visitors", "summary": "Safety first.", "tagIds": []int64{safety}}).Expect(t, http.StatusOK)
	w.Save("user", "SUGGESTION", map[string]any{"id": b, "title": "Helmets for visitors", "summary": "Safety first.", "tagIds": []int64{999999}}).Expect(t, http.StatusBadRequest)
	w.Act("user", a, "submit", nil).Expect(t, http.StatusOK)
	w.Act("user", b, "submit", nil).Expect(t, http.StatusOK)
	rows, total := w.list("user", "SUGGESTION/0/all?selectedTagId="+itoa(energy))
	if total != "1" || len(rows) != 1 || rows[0].ID != a {
		t.Errorf("tag filter: total %s rows %+v", total, rows)
	}
	var d struct{ Tags []struct{ Name string } }
	w.Env.Get("/api/v3/contributions/"+itoa(a), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &d)
	if len(d.Tags) != 2 || d.Tags[0].Name != "Energy" {
		t.Errorf("detail tags: %+v", d.Tags)
	}
	// The detail names its tags from the names the node keeps: a rename on
	// this node shows at once, in the names' order; a tag another node
	// linked (written here straight into the database) is read anew.
	w.Call("admin", http.MethodPut, "/api/v3/contribution-tags", map[string]any{"id": safety, "name": "Apron safety", "isActive": true}).Expect(t, http.StatusOK)
	w.Env.Get("/api/v3/contributions/"+itoa(a), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &d)
	if len(d.Tags) != 2 || d.Tags[0].Name != "Apron safety" || d.Tags[1].Name != "Energy" {
		t.Errorf("detail tags after a rename: %+v", d.Tags)
	}
	ctx := context.Background()
	other, err := w.Env.App.DB.InsertID(ctx, "INSERT INTO contribution_tag (name, name_key, description, is_active, created_date) VALUES (?, ?, ?, ?, ?)",
		"Zero waste", "zero waste", "", true, time.Now().UTC())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Env.App.DB.Exec(ctx, "INSERT INTO contribution_tag_link (contribution_id, tag_id) VALUES (?, ?)", a, other); err != nil {
		t.Fatal(err)
	}
	w.Env.Get("/api/v3/contributions/"+itoa(a), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &d)
	if len(d.Tags) != 3 || d.Tags[0].Name != "Apron safety" || d.Tags[1].Name != "Energy" || d.Tags[2].Name != "Zero waste" {
		t.Errorf("detail tags after another node's tag: %+v", d.Tags)
	}
	for _, q := range []string{"DELETE FROM contribution_tag_link WHERE tag_id = ?", "DELETE FROM contribution_tag WHERE id = ?"} {
		if _, err := w.Env.App.DB.Exec(ctx, q, other); err != nil {
			t.Fatal(err)
		}
	}
	w.Call("admin", http.MethodPut, "/api/v3/contribution-tags", map[string]any{"id": safety, "name": "Safety", "isActive": true}).Expect(t, http.StatusOK)

	// A tag in use is not deleted: it is deactivated, and stays on the contribution.
	res = w.Call("admin", http.MethodDelete, "/api/v3/contribution-tags/"+itoa(energy), nil).Expect(t, http.StatusBadRequest)
	if !strings.Contains(string(res.Body), `"errorKey":"tagInUse"`) {
		t.Errorf("delete in use: %s", res.Body)
	}
	w.Call("admin", http.MethodPut, "/api/v3/contribution-tags", map[string]any{"id": energy, "name": "Energy", "isActive": false}).Expect(t, http.StatusOK)
	var admin []struct {
		Name       string
		UsageCount int
		IsActive   bool
	}
	res = w.Env.Get("/api/v3/admin/contribution-tags?sort=name,asc", w.Tok["admin"]).Expect(t, http.StatusOK)
	res.JSON(t, &admin)
	if res.Header.Get("X-Total-Count") != "2" || admin[0].Name != "Energy" || admin[0].UsageCount != 1 || admin[0].IsActive {
		t.Errorf("admin tags: %+v", admin)
	}
	w.Env.Get("/api/v3/admin/contribution-tags", w.Tok["user"]).Expect(t, http.StatusForbidden)
	// The name search folds letters: "İKLİM" finds "iklim dostu".
	w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "iklim dostu", "isActive": true}).Expect(t, http.StatusCreated)
	res = w.Env.Get("/api/v3/admin/contribution-tags?name="+url.QueryEscape("İKLİM"), w.Tok["admin"]).Expect(t, http.StatusOK)
	res.JSON(t, &admin)
	if res.Header.Get("X-Total-Count") != "1" || len(admin) != 1 || admin[0].Name != "iklim dostu" {
		t.Errorf("tag name search: %+v", admin)
	}
	newTag := idOf(t, w.Call("admin", http.MethodPost, "/api/v3/contribution-tags", map[string]any{"name": "Unused", "isActive": true}).Expect(t, http.StatusCreated))
	w.Call("admin", http.MethodDelete, "/api/v3/contribution-tags/"+itoa(newTag), nil).Expect(t, http.StatusNoContent)
}

func pngImage(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestBannerAndFiles(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	banner := "/api/v3/contribution-images/upload-banner/" + itoa(id)

	// Content decides, not the name; only the editors of the contribution may upload.
	w.Env.Upload(banner, w.Tok["user"], "file", "banner.png", []byte("%PDF-1.4 pretending")).Expect(t, http.StatusBadRequest)
	w.Env.Upload(banner, w.Tok["external"], "file", "banner.png", pngImage(t, 1600, 900)).Expect(t, http.StatusNotFound)
	var b struct {
		BannerID, BannerPreviewID int64
		Path, PreviewPath         string
	}
	w.Env.Upload(banner, w.Tok["user"], "file", "banner.png", pngImage(t, 1600, 900)).Expect(t, http.StatusOK).JSON(t, &b)
	if b.BannerID == 0 || !strings.HasPrefix(b.Path, "contribution-images/") {
		t.Fatalf("banner: %+v", b)
	}
	img := w.Env.Get("/api/v3/"+b.PreviewPath, "").Expect(t, http.StatusOK)
	cfg, _, err := image.DecodeConfig(bytes.NewReader(img.Body))
	if err != nil || cfg.Width != 480 || cfg.Height != 270 {
		t.Errorf("preview: %v %dx%d", err, cfg.Width, cfg.Height)
	}
	if !strings.Contains(img.Header.Get("Cache-Control"), "immutable") {
		t.Errorf("preview cache: %q", img.Header.Get("Cache-Control"))
	}
	var edit struct {
		BannerID   *int64
		BannerPath *string
	}
	w.Env.Get("/api/v3/contributions/edit/"+itoa(id)+"/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &edit)
	if edit.BannerID == nil || *edit.BannerID != b.BannerID || edit.BannerPath == nil || *edit.BannerPath != b.Path {
		t.Errorf("edit entity banner: %+v", edit)
	}
	// A new banner replaces the old one, whose files go.
	var b2 struct{ BannerID int64 }
	w.Env.Upload(banner, w.Tok["user"], "file", "other.png", pngImage(t, 800, 450)).Expect(t, http.StatusOK).JSON(t, &b2)
	w.Env.Get("/api/v3/"+b.Path, "").Expect(t, http.StatusNotFound)
	w.Call("user", http.MethodDelete, "/api/v3/contribution-images/delete-banner/"+itoa(id)+"/"+itoa(b.BannerID), nil).Expect(t, http.StatusNotFound)
	w.Call("user", http.MethodDelete, "/api/v3/contribution-images/delete-banner/"+itoa(id)+"/"+itoa(b2.BannerID), nil).Expect(t, http.StatusNoContent)

	// Attachments: PDF accepted, an executable named .pdf refused, unknown endings refused.
	up := "/api/v3/contribution-files/upload-file/" + itoa(id) + "/ATTACHMENT"
	w.Env.Upload(up, w.Tok["user"], "file", "tool.pdf", []byte("MZ\x90\x00 this is a windows program")).Expect(t, http.StatusBadRequest)
	w.Env.Upload(up, w.Tok["user"], "file", "tool.exe", []byte("MZ\x90\x00")).Expect(t, http.StatusBadRequest)
	var f struct {
		ID       int64
		FileName string
		Size     int
	}
	w.Env.Upload(up, w.Tok["user"], "file", "plan.pdf", []byte("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n")).Expect(t, http.StatusCreated).JSON(t, &f)
	w.Env.Upload(up, w.Tok["user"], "file", "notes.txt", []byte("plain notes")).Expect(t, http.StatusCreated)
	var files []struct{ FileName string }
	w.Env.Get("/api/v3/contribution-files/"+itoa(id), w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &files)
	if len(files) != 2 || files[0].FileName != "plan.pdf" {
		t.Errorf("files: %+v", files)
	}
	dl := w.Env.Get("/api/v3/contribution-files/download/"+itoa(f.ID), w.Tok["user"]).Expect(t, http.StatusOK)
	if !strings.HasPrefix(string(dl.Body), "%PDF") || !strings.Contains(dl.Header.Get("Content-Disposition"), "plan.pdf") {
		t.Errorf("download: %q %q", dl.Body, dl.Header.Get("Content-Disposition"))
	}
	// Nobody else sees a draft's files.
	w.Env.Get("/api/v3/contribution-files/download/"+itoa(f.ID), w.Tok["external"]).Expect(t, http.StatusNotFound)
	w.Env.Get("/api/v3/contribution-files/"+itoa(id), w.Tok["admin"]).Expect(t, http.StatusNotFound)

	// After submission the file is visible to others but only editable by those with EDIT.
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.Env.Get("/api/v3/contribution-files/download/"+itoa(f.ID), w.Tok["admin"]).Expect(t, http.StatusOK)
	w.Call("improvement", http.MethodDelete, "/api/v3/contribution-files/delete-file/"+itoa(f.ID), nil).Expect(t, http.StatusForbidden)
	w.Call("suggestion", http.MethodDelete, "/api/v3/contribution-files/delete-file/"+itoa(f.ID), nil).Expect(t, http.StatusNoContent)
	w.Env.Get("/api/v3/contribution-files/download/"+itoa(f.ID), w.Tok["user"]).Expect(t, http.StatusNotFound)
}

func TestCommandsFollowTheState(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "admin").Expect(t, http.StatusOK)
	sid := itoa(id)

	// SUBMITTED grants visibility to the evaluators, not comment status.
	w.Call("user", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id, "visible": false}).Expect(t, http.StatusForbidden)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/commentStatus/OPEN", nil).Expect(t, http.StatusForbidden)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id}).Expect(t, http.StatusBadRequest)
	_, before := w.list("external", "SUGGESTION/0/all")
	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeVisibility", map[string]any{"contributionId": id, "visible": false}).Expect(t, http.StatusOK)
	// Hidden: gone for outsiders (and from the counter-based total), kept for people with a role.
	w.Env.Get("/api/v3/contributions/"+sid, w.Tok["external"]).Expect(t, http.StatusNotFound)
	_, after := w.list("external", "SUGGESTION/0/all")
	// A page past the end still tells the total (read without the page's rows).
	if rows, far := w.list("external", "SUGGESTION/0/all?page=500"); len(rows) != 0 || far != after {
		t.Errorf("page past the end: %d rows, total %s, want 0 and %s", len(rows), far, after)
	}
	if before == after {
		t.Errorf("hidden contribution still counted: %s → %s", before, after)
	}
	w.Env.Get("/api/v3/contributions/"+sid, w.Tok["user"]).Expect(t, http.StatusOK)
	if _, owners := w.list("user", "SUGGESTION/0/all"); owners != before {
		t.Errorf("the owner's total leaves out the hidden contribution they own: %s, want %s", owners, before)
	}

	// PRE_EVALUATION grants comment, rating and editability to the evaluators.
	w.Act("admin", id, "start-pre-evaluation", nil).Expect(t, http.StatusOK)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/commentStatus/WHATEVER", nil).Expect(t, http.StatusBadRequest)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/commentStatus/VISIBLE", nil).Expect(t, http.StatusOK)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/ratingStatus/OPEN", nil).Expect(t, http.StatusOK)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/editability/false", nil).Expect(t, http.StatusOK)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/changeCommentRatingStatusAndVisibility",
		map[string]any{"contributionId": id, "visible": true, "ratingStatus": "HIDDEN"}).Expect(t, http.StatusOK)
	var sw struct {
		Visible                     bool
		CommentStatus, RatingStatus string
		Editable                    bool
	}
	w.Env.Get("/api/v3/contributions/changeVisibilityRatingCommentStatus/"+sid, w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &sw)
	if !sw.Visible || sw.CommentStatus != "OPEN" || sw.RatingStatus != "HIDDEN" || sw.Editable {
		t.Errorf("switches: %+v", sw)
	}

	// Change of field: the new field's mentors, or a named mentor.
	fid := idOf(t, w.Call("suggestion", http.MethodPost, "/api/v3/contribution-fields/SUGGESTION",
		map[string]any{"isActive": true, "definitionList": []map[string]any{{"language": "en", "title": "Logistics"}}}).Expect(t, http.StatusCreated))
	w.Call("user", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/command/change-field/fieldId/"+itoa(fid)+"/userId/0", nil).Expect(t, http.StatusForbidden)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/command/change-field/fieldId/999999/userId/0", nil).Expect(t, http.StatusBadRequest)
	w.Call("admin", http.MethodPost, "/api/v3/contributions/contributionId/"+sid+"/command/change-field/fieldId/"+itoa(fid)+"/userId/"+itoa(w.IDs["competition"]), nil).Expect(t, http.StatusOK)
	var mentors []struct{ Login string }
	w.Env.Get("/api/v3/contributions/"+sid+"/command/assigned-users/MENTOR", w.Tok["user"]).Expect(t, http.StatusOK).JSON(t, &mentors)
	if len(mentors) != 1 || mentors[0].Login != "competition" {
		t.Errorf("mentor after change of field: %+v", mentors)
	}
	var owners []struct{ Login, UserRole string }
	// The default life cycles show owners to the people working on it, not to every reader.
	w.Env.Get("/api/v3/contributions/command/view-owners/contributionId/"+sid, w.Tok["external"]).Expect(t, http.StatusForbidden)
	w.Env.Get("/api/v3/contributions/command/view-owners/contributionId/"+sid, w.Tok["competition"]).Expect(t, http.StatusOK).JSON(t, &owners)
	if len(owners) != 1 || owners[0].Login != "user" {
		t.Errorf("owners: %+v", owners)
	}
	var history []struct{ Category, Action string }
	// the audit form's commands: the type's admin reads them, the owner is refused (primary form only)
	w.Env.Get("/api/v3/contribution-histories/"+sid+"/category/COMMAND", w.Tok["user"]).Expect(t, http.StatusForbidden)
	w.Env.Get("/api/v3/contribution-histories/"+sid+"/category/COMMAND", w.Tok["suggestion"]).Expect(t, http.StatusOK).JSON(t, &history)
	if len(history) < 5 {
		t.Errorf("command history: %+v", history)
	}
}

func TestTaskAdminViewAndFilters(t *testing.T) {
	w := newWorld(t)
	id := w.Create("user", "SUGGESTION")
	w.Act("user", id, "submit", nil).Expect(t, http.StatusOK)
	w.assign("suggestion", id, "MENTOR", "admin").Expect(t, http.StatusOK)

	w.Env.Get("/api/v3/contribution-tasks/SUGGESTION", w.Tok["user"]).Expect(t, http.StatusForbidden)
	w.Env.Get("/api/v3/contribution-tasks/SUGGESTION", w.Tok["improvement"]).Expect(t, http.StatusForbidden)
	var tasks []struct {
		TaskName, Role, Status, EiID, StateName string
		Assignees                               []struct{ Login string }
	}
	res := w.Env.Get("/api/v3/contribution-tasks/SUGGESTION?status.in=WAITING,OVERDUE&role.in=MENTOR", w.Tok["suggestion"]).Expect(t, http.StatusOK)
	res.JSON(t, &tasks)
	if len(tasks) != 1 || tasks[0].Role != "MENTOR" || tasks[0].Status != "WAITING" || tasks[0].StateName == "" ||
		len(tasks[0].Assignees) != 1 || tasks[0].Assignees[0].Login != "admin" || res.Header.Get("X-Total-Count") != "1" {
		t.Fatalf("admin task view: %+v", tasks)
	}
	res = w.Env.Get("/api/v3/contribution-tasks/SUGGESTION?search="+tasks[0].EiID, w.Tok["suggestion"]).Expect(t, http.StatusOK)
	if res.Header.Get("X-Total-Count") != "1" {
		t.Errorf("search by code: %s", res.Header.Get("X-Total-Count"))
	}
	w.Env.Get("/api/v3/contribution-tasks/SUGGESTION?status.in=NOPE", w.Tok["suggestion"]).Expect(t, http.StatusBadRequest)
	mine := w.tasks("admin", "eiId.in="+tasks[0].EiID+"&start=2000-01-01")
	if len(mine) != 1 {
		t.Errorf("my tasks filtered: %+v", mine)
	}
	if got := w.tasks("admin", "end=2000-01-01"); len(got) != 0 {
		t.Errorf("deadline filter: %+v", got)
	}
	// Another user's tasks are not for a plain user.
	w.Env.Get("/api/v3/contribution-tasks/user/"+itoa(w.IDs["admin"]), w.Tok["user"]).Expect(t, http.StatusForbidden)
}
