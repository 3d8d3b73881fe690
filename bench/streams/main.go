// Command streams measures live chat delivery on one node (issue 17): it
// opens many event streams (GET /api/v3/chat-sessions/stream/{id}) as one
// member of a chat session, posts items as another member, and reports for
// each item the median and slowest time until every stream had it, and the
// server's memory (VmRSS / VmHWM of -pid).
//
//	go run ./bench/streams -server http://127.0.0.1:8080 -pid $(pgrep -n inno) \
//	    -reader suggestion -writer user -title "Anti-slip mats at the loading dock"
//
// With -post-to the items are posted on another node of the same PostgreSQL
// database: the delivery then crosses nodes (LISTEN/NOTIFY).
//
// The defaults fit `make run`'s demo data (the demo chat between `user` and
// its mentor `suggestion`). bench/README.md records what it measured.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "streams:", err)
		os.Exit(1)
	}
}

type options struct {
	server, postTo, reader, writer, title, typ string
	streams, posts, pid                        int
	gap                                        time.Duration
}

func run() error {
	var o options
	flag.StringVar(&o.server, "server", "http://127.0.0.1:8080", "the node's address")
	flag.StringVar(&o.postTo, "post-to", "", "another node of the same PostgreSQL to post on (default: -server)")
	flag.StringVar(&o.reader, "reader", "suggestion", "login (= password) of the member whose streams are opened")
	flag.StringVar(&o.writer, "writer", "user", "login (= password) of the member who posts")
	flag.StringVar(&o.title, "title", "Anti-slip mats at the loading dock", "title of the SUGGESTION whose chat is used")
	flag.StringVar(&o.typ, "session-type", "OWNERS_MENTOR", "the session posted to")
	flag.IntVar(&o.streams, "streams", 1000, "streams to open")
	flag.IntVar(&o.posts, "posts", 20, "items to post, one after the other")
	flag.DurationVar(&o.gap, "gap", 500*time.Millisecond, "pause between two posts")
	flag.IntVar(&o.pid, "pid", 0, "the server's process id, for its memory (0: not measured)")
	flag.Parse()
	if o.postTo == "" {
		o.postTo = o.server
	}

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: o.streams + 10, MaxConnsPerHost: 0}}
	readerTok, err := signIn(client, o.server, o.reader)
	if err != nil {
		return err
	}
	writerTok, err := signIn(client, o.postTo, o.writer)
	if err != nil {
		return err
	}
	var rows []struct {
		ID    int64  `json:"id"`
		Title string `json:"title"`
	}
	if err := getJSON(client, o.server+"/api/v3/contributions/SUGGESTION/0/all?size=100&title="+strings.ReplaceAll(o.title, " ", "%20"), writerTok, &rows); err != nil {
		return err
	}
	var cid int64
	for _, r := range rows {
		if r.Title == o.title {
			cid = r.ID
		}
	}
	if cid == 0 {
		return fmt.Errorf("no SUGGESTION titled %q", o.title)
	}
	var sessions []struct {
		ID          int64  `json:"id"`
		SessionType string `json:"sessionType"`
	}
	if err := getJSON(client, fmt.Sprintf("%s/api/v3/chat-sessions/list/%d/sessionType/%s", o.server, cid, o.typ), writerTok, &sessions); err != nil {
		return err
	}
	if len(sessions) != 1 {
		return fmt.Errorf("%s reads no %s session of contribution %d", o.writer, o.typ, cid)
	}
	sid := sessions[0].ID
	rssBefore, _ := memory(o.pid)

	// Open the streams; each reports the arrival time of every item by its body.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	type arrival struct {
		body string
		at   time.Time
	}
	arrivals := make(chan arrival, o.streams*4)
	var opened sync.WaitGroup
	var failed sync.Map
	started := time.Now()
	for i := range o.streams {
		opened.Add(1)
		go func() {
			once := sync.OnceFunc(opened.Done)
			defer once()
			err := stream(ctx, client, fmt.Sprintf("%s/api/v3/chat-sessions/stream/%d", o.server, cid), readerTok, once, func(data string) {
				var it struct {
					Body string `json:"body"`
				}
				if json.Unmarshal([]byte(data), &it) == nil {
					arrivals <- arrival{it.Body, time.Now()}
				}
			})
			if err != nil && ctx.Err() == nil {
				failed.Store(i, err)
			}
		}()
	}
	opened.Wait()
	nFailed := 0
	failed.Range(func(_, v any) bool {
		if nFailed == 0 {
			fmt.Println("a stream failed:", v)
		}
		nFailed++
		return true
	})
	rssOpen, hwm := memory(o.pid)
	fmt.Printf("%d streams open in %s (%d failed); server RSS %s before, %s with the streams open (peak %s)\n",
		o.streams-nFailed, time.Since(started).Round(time.Millisecond), nFailed, mb(rssBefore), mb(rssOpen), mb(hwm))

	var medians, slowest []time.Duration
	missing := 0
	for p := range o.posts {
		body := fmt.Sprintf("bench %d at %d", p, time.Now().UnixNano())
		sent := time.Now()
		if err := postJSON(client, fmt.Sprintf("%s/api/v3/chat-sessions/post-chat-item/%d", o.postTo, sid), writerTok, map[string]string{"body": body}); err != nil {
			return err
		}
		var got []time.Duration
		deadline := time.After(10 * time.Second)
	collect:
		for len(got) < o.streams-nFailed {
			select {
			case a := <-arrivals:
				if a.body == body {
					got = append(got, a.at.Sub(sent))
				}
			case <-deadline:
				break collect
			}
		}
		missing += o.streams - nFailed - len(got)
		if len(got) > 0 {
			slices.Sort(got)
			medians = append(medians, got[len(got)/2])
			slowest = append(slowest, got[len(got)-1])
		}
		time.Sleep(o.gap)
	}
	rssEnd, hwm := memory(o.pid)
	slices.Sort(medians)
	slices.Sort(slowest)
	if len(medians) == 0 {
		return errors.New("no item arrived")
	}
	fmt.Printf("%d items to %d streams: median delivery %s (median of the per-item medians; best %s, worst %s), "+
		"last stream reached in %s (median), %s (worst); %d deliveries missing\n",
		o.posts, o.streams-nFailed, medians[len(medians)/2].Round(time.Microsecond), medians[0].Round(time.Microsecond),
		medians[len(medians)-1].Round(time.Microsecond), slowest[len(slowest)/2].Round(time.Microsecond),
		slowest[len(slowest)-1].Round(time.Microsecond), missing)
	fmt.Printf("server RSS after the posts %s (peak %s)\n", mb(rssEnd), mb(hwm))
	return nil
}

// stream reads one event stream until ctx ends, calling opened once the
// stream answered and onItem with the data of each chat-item event.
func stream(ctx context.Context, client *http.Client, url, token string, opened func(), onItem func(string)) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("stream answered %s", res.Status)
	}
	sc := bufio.NewScanner(res.Body)
	event := ""
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			opened()
			event = ""
		case strings.HasPrefix(line, "event: "):
			event = line[7:]
		case strings.HasPrefix(line, "data: ") && event == "chat-item":
			onItem(line[6:])
		}
	}
	return sc.Err()
}

func signIn(client *http.Client, server, login string) (string, error) {
	b, _ := json.Marshal(map[string]string{"username": login, "password": login})
	res, err := client.Post(server+"/api/authenticate", "application/json", bytes.NewReader(b))
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	var out struct {
		IDToken string `json:"id_token"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil || out.IDToken == "" {
		return "", fmt.Errorf("sign in as %s: %s %v", login, res.Status, err)
	}
	return out.IDToken, nil
}

func getJSON(client *http.Client, url, token string, v any) error {
	req, _ := http.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(res.Body)
		return fmt.Errorf("GET %s: %s %s", url, res.Status, body)
	}
	return json.NewDecoder(res.Body).Decode(v)
}

func postJSON(client *http.Client, url, token string, body any) error {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(b))
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, res.Body)
	if res.StatusCode != http.StatusCreated {
		return fmt.Errorf("POST %s: %s", url, res.Status)
	}
	return nil
}

// memory reads the resident set and its peak of process pid, in kB.
func memory(pid int) (rss, hwm int64) {
	if pid == 0 {
		return 0, 0
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		var v int64
		if n, _ := fmt.Sscanf(line, "VmRSS: %d kB", &v); n == 1 {
			rss = v
		}
		if n, _ := fmt.Sscanf(line, "VmHWM: %d kB", &v); n == 1 {
			hwm = v
		}
	}
	return rss, hwm
}

func mb(kb int64) string {
	if kb == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.0f MB", float64(kb)/1024)
}
