// Command ceiling is the yardstick of bench/load.sh: the barest Go HTTP
// server answering every request with a fixed list of 20 contribution-like
// items encoded as JSON, so the API's figures can be read as a share of
// what this machine can do at all with net/http and encoding/json.
//
//	go run ./bench/ceiling -addr 127.0.0.1:18790
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http"
	"strings"
	"time"
)

// item mirrors the shape and size of a contribution list row.
type item struct {
	ID            int64     `json:"id"`
	Code          string    `json:"code"`
	Title         string    `json:"title"`
	Summary       string    `json:"summary"`
	StateID       int64     `json:"stateId"`
	StateCode     string    `json:"stateCode"`
	StateType     string    `json:"stateType"`
	StateName     string    `json:"stateName"`
	FieldID       *int64    `json:"fieldId"`
	CampaignID    *int64    `json:"campaignId"`
	CreatedBy     int64     `json:"createdBy"`
	SubmittedDate time.Time `json:"dateSubmitted"`
	UpdatedDate   time.Time `json:"dateUpdated"`
}

func items() []item {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	summary := strings.Repeat("We could standardise the weekly report so that we save about 12 hours a week. ", 3)
	out := make([]item, 20)
	for i := range out {
		field := int64(i%12 + 1)
		out[i] = item{ID: int64(1000 + i), Code: fmt.Sprintf("SUG-%06d", 1000+i), Title: "Reduce the manual packaging checks in the warehouse",
			Summary: summary, StateID: 3, StateCode: "PRE_EVALUATION", StateType: "EVALUATION", StateName: "Pre-evaluation",
			FieldID: &field, CreatedBy: 42, SubmittedDate: at, UpdatedDate: at}
	}
	return out
}

func main() {
	addr := flag.String("addr", "127.0.0.1:18790", "listen address")
	flag.Parse()
	list := items()
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("x-total-count", "100000")
		_ = json.NewEncoder(w).Encode(list) // encoded per request, as the API does
	})
	srv := &http.Server{Addr: *addr, Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
