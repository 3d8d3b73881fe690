// Package mailcatch is a real SMTP server for tests (emersion/go-smtp) that
// keeps every delivered message in memory, decoded into its text and HTML
// parts, so tests can read mail the platform sent and follow its links.
package mailcatch

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/http"
	"net/mail"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-smtp"
)

// Message is one delivered e-mail.
type Message struct {
	From    string    `json:"from"`
	To      []string  `json:"to"`
	Subject string    `json:"subject"`
	Text    string    `json:"text"`
	HTML    string    `json:"html"`
	At      time.Time `json:"at"`
}

// Server is a running catcher.
type Server struct {
	Addr string // host:port of the SMTP listener
	smtp *smtp.Server

	mu       sync.Mutex
	messages []Message
	changed  chan struct{}
}

// Start listens for SMTP on addr ("127.0.0.1:0" for any free port).
func Start(addr string) (*Server, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s := &Server{Addr: ln.Addr().String(), changed: make(chan struct{})}
	srv := smtp.NewServer(backend{s})
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout = 30 * time.Second
	srv.WriteTimeout = 30 * time.Second
	srv.MaxMessageBytes = 10 << 20
	s.smtp = srv
	go func() { _ = srv.Serve(ln) }()
	return s, nil
}

// Close stops the server.
func (s *Server) Close() error { return s.smtp.Close() }

// URL is the smtp:// address the platform should send to.
func (s *Server) URL() string { return "smtp://" + s.Addr }

// Messages returns every message received so far.
func (s *Server) Messages() []Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Message(nil), s.messages...)
}

// Reset forgets all messages.
func (s *Server) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.messages = nil
}

// WaitFor waits until a message to the address arrives whose subject
// contains subject, and returns it.
func (s *Server) WaitFor(to, subject string, timeout time.Duration) (Message, error) {
	deadline := time.After(timeout)
	for {
		s.mu.Lock()
		for i := len(s.messages) - 1; i >= 0; i-- {
			m := s.messages[i]
			if m.sentTo(to) && strings.Contains(m.Subject, subject) {
				s.mu.Unlock()
				return m, nil
			}
		}
		ch := s.changed
		s.mu.Unlock()
		select {
		case <-ch:
		case <-deadline:
			return Message{}, errors.New("mailcatch: no message to " + to + " with subject containing " + subject)
		}
	}
}

func (m Message) sentTo(addr string) bool {
	for _, t := range m.To {
		if strings.EqualFold(t, addr) {
			return true
		}
	}
	return false
}

func (s *Server) add(m Message) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.messages = append(s.messages, m)
	close(s.changed)
	s.changed = make(chan struct{})
}

// HTTPHandler serves GET /messages (JSON list) and DELETE /messages, for
// browser tests running in another process.
func (s *Server) HTTPHandler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /messages", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		msgs := s.Messages()
		if msgs == nil {
			msgs = []Message{}
		}
		_ = json.NewEncoder(w).Encode(msgs)
	})
	mux.HandleFunc("DELETE /messages", func(w http.ResponseWriter, _ *http.Request) {
		s.Reset()
		w.WriteHeader(http.StatusNoContent)
	})
	return mux
}

type backend struct{ s *Server }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s    *Server
	from string
	to   []string
}

func (x *session) Reset()        { x.from, x.to = "", nil }
func (x *session) Logout() error { return nil }
func (x *session) Mail(from string, _ *smtp.MailOptions) error {
	x.from = from
	return nil
}
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	x.to = append(x.to, to)
	return nil
}
func (x *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m, err := parse(raw)
	if err != nil {
		return err
	}
	m.From, m.To, m.At = x.from, append([]string(nil), x.to...), time.Now()
	x.s.add(m)
	return nil
}

// parse decodes the headers and the text and HTML parts of a message.
func parse(raw []byte) (Message, error) {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return Message{}, err
	}
	dec := new(mime.WordDecoder)
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		subject = msg.Header.Get("Subject")
	}
	out := Message{Subject: subject}
	err = walk(msg.Header.Get("Content-Type"), msg.Header.Get("Content-Transfer-Encoding"), msg.Body, &out)
	return out, err
}

func walk(contentType, encoding string, body io.Reader, out *Message) error {
	mediaType, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		mediaType = "text/plain"
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			p, err := mr.NextPart()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				return err
			}
			if err := walk(p.Header.Get("Content-Type"), p.Header.Get("Content-Transfer-Encoding"), p, out); err != nil {
				return err
			}
		}
	}
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	b, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	switch mediaType {
	case "text/html":
		out.HTML += string(b)
	case "text/plain":
		out.Text += string(b)
	}
	return nil
}
