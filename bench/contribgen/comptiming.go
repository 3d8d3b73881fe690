package main

// contribgen competition: single-request timings of the competition that
// -competition-ideas wrote (issue 18's targets), against a running server:
// the ideas-manage page (get-ideas), the evaluation report and its Excel
// file, then advancing the competition with every idea in one call. The
// advance is one-way: run it on a fresh database (bench/load.sh does).

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"slices"
	"time"

	"github.com/inno-platform/inno/internal/db"
)

type compTimingOptions struct {
	target, server, password string
	runs                     int
	advance                  bool
}

// compTarget is what the timings need from the database.
type compTarget struct {
	id            int64
	moderator     string
	ideas, inPlay int
}

func readCompetition(ctx context.Context, d *db.DB) (compTarget, error) {
	var t compTarget
	err := d.QueryRow(ctx, `SELECT c.id, u.login FROM competition c JOIN competition_moderator m ON m.competition_id = c.id
		JOIN app_user u ON u.id = m.user_id WHERE c.code = ? ORDER BY u.id`, CompetitionCode).Scan(&t.id, &t.moderator)
	if err != nil {
		return t, fmt.Errorf("competition %s (contribgen -competition-ideas writes it): %w", CompetitionCode, err)
	}
	if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM contribution WHERE competition_id = ? AND submitted_date IS NOT NULL", t.id).Scan(&t.ideas); err != nil {
		return t, err
	}
	err = d.QueryRow(ctx, `SELECT COUNT(*) FROM contribution c JOIN life_cycle_state s ON s.id = c.state_id
		WHERE c.competition_id = ? AND s.state_type IN ('SUBMITTED', 'EVALUATION', 'FLOW')`, t.id).Scan(&t.inPlay)
	return t, err
}

func runCompetitionTiming(args []string, out io.Writer) error {
	var o compTimingOptions
	fs := flag.NewFlagSet("contribgen competition", flag.ContinueOnError)
	fs.StringVar(&o.target, "db", "data/inno.db", "the database the server uses (PostgreSQL URL or SQLite file)")
	fs.StringVar(&o.server, "server", "http://127.0.0.1:8080", "the running server")
	fs.StringVar(&o.password, "password", "bench-pass", "password of the moderator")
	fs.IntVar(&o.runs, "runs", 5, "times each read is sent (the median and the best are reported)")
	fs.BoolVar(&o.advance, "advance", true, "advance the competition with every idea in one call (once: it cannot be undone)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	ctx := context.Background()
	d, err := openTarget(ctx, o.target)
	if err != nil {
		return err
	}
	defer d.Close()
	t, err := readCompetition(ctx, d)
	if err != nil {
		return err
	}
	client := &http.Client{Timeout: 5 * time.Minute}
	token, err := signIn(client, o.server, t.moderator, o.password)
	if err != nil {
		return err
	}
	// call sends one request and times it; the answer is decoded into into,
	// or read and dropped when into is nil (its size is returned).
	call := func(method, path string, body, into any) (time.Duration, int, error) {
		var rd io.Reader
		if body != nil {
			b, err := json.Marshal(body)
			if err != nil {
				return 0, 0, err
			}
			rd = bytes.NewReader(b)
		}
		req, err := http.NewRequest(method, o.server+path, rd)
		if err != nil {
			return 0, 0, err
		}
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		started := time.Now()
		res, err := client.Do(req)
		if err != nil {
			return 0, 0, err
		}
		var n int64
		if into != nil {
			err = json.NewDecoder(res.Body).Decode(into)
		} else {
			n, err = io.Copy(io.Discard, res.Body)
		}
		_ = res.Body.Close()
		took := time.Since(started)
		if err != nil {
			return 0, 0, err
		}
		if res.StatusCode/100 != 2 {
			return 0, 0, fmt.Errorf("%s %s: %d", method, path, res.StatusCode)
		}
		return took, int(n), nil
	}
	fmt.Fprintf(out, "competition %s (id %d): %d submitted ideas, %d in play, moderator %s\n", CompetitionCode, t.id, t.ideas, t.inPlay, t.moderator)
	reads := []struct{ name, path string }{
		{"get-ideas page 0 by code", fmt.Sprintf("/api/v3/contributions/get-ideas/%d/en?page=0&size=10&sort=code,asc", t.id)},
		{"get-ideas middle page by title", fmt.Sprintf("/api/v3/contributions/get-ideas/%d/en?page=%d&size=10&sort=title,asc", t.id, t.ideas/20)},
		{"eval report", fmt.Sprintf("/api/v3/competition_moderator/%d/eval-report", t.id)},
		{"eval report Excel", fmt.Sprintf("/api/v3/competition_moderator/excel/%d/eval-report?langKey=en", t.id)},
	}
	medians := map[string]time.Duration{}
	for _, r := range reads {
		var times []time.Duration
		var size int
		for range max(o.runs, 1) {
			took, n, err := call(http.MethodGet, r.path, nil, nil)
			if err != nil {
				return err
			}
			times, size = append(times, took), n
		}
		first := times[0]
		slices.Sort(times)
		medians[r.name] = times[len(times)/2]
		fmt.Fprintf(out, "  %-28s first %8s  median %8s  best %8s  (%d bytes, %d runs)\n", r.name, ms(first), ms(times[len(times)/2]), ms(times[0]),
			size, len(times))
	}
	met := medians["eval report"] < 500*time.Millisecond && medians["eval report Excel"] < 5*time.Second
	if !o.advance {
		fmt.Fprintf(out, "  targets (issue 18: report < 500 ms, Excel < 5 s, medians): %s\n", yes(met))
		return nil
	}
	var next []struct {
		NextCompetitionState string `json:"nextCompetitionState"`
	}
	if _, _, err := call(http.MethodGet, fmt.Sprintf("/api/v3/competitions/possible-life-cycle-states/%d", t.id), nil, &next); err != nil || len(next) == 0 {
		return fmt.Errorf("possible states: %v (%d)", err, len(next))
	}
	to := next[0].NextCompetitionState
	took, _, err := call(http.MethodPut, "/api/v3/competitions/update-competition-state", map[string]any{"competitionId": t.id,
		"newCompetitionState": to, "newIdeaStates": []any{}, "actionExplanations": []any{}, "sendEmailToJury": false, "contributionList": []any{}}, nil)
	if err != nil {
		return err
	}
	after, err := readCompetition(ctx, d)
	if err != nil {
		return err
	}
	var rewards int
	if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM competition_idea_reward WHERE competition_id = ?", t.id).Scan(&rewards); err != nil {
		return err
	}
	fmt.Fprintf(out, "  advance to %-17s %8s  (%d ideas moved in one call, none listed; %d in play after, %d rewards given)\n", to, ms(took),
		t.inPlay, after.inPlay, rewards)
	fmt.Fprintf(out, "  targets (issue 18: advance < 5 s, report < 500 ms, Excel < 5 s, medians): %s\n", yes(met && took < 5*time.Second))
	return nil
}

func yes(ok bool) string {
	if ok {
		return "yes"
	}
	return "MISSED"
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
