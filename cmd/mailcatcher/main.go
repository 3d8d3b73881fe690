// Command mailcatcher is a test SMTP server for the browser tests: it
// accepts mail on -smtp and lists what it received as JSON on -http
// (GET /messages, DELETE /messages). It is never part of a deployment.
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/inno-platform/inno/internal/testkit/mailcatch"
)

func main() {
	smtpAddr := flag.String("smtp", "127.0.0.1:0", "SMTP listen address")
	httpAddr := flag.String("http", "127.0.0.1:0", "HTTP listen address")
	flag.Parse()
	s, err := mailcatch.Start(*smtpAddr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mailcatcher:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *httpAddr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mailcatcher:", err)
		os.Exit(1)
	}
	// The first line tells the test harness where to connect.
	fmt.Printf("mailcatcher smtp=%s http=%s\n", s.Addr, ln.Addr())
	srv := &http.Server{Handler: s.HTTPHandler(), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	<-sig
	_ = srv.Close()
	_ = s.Close()
}
