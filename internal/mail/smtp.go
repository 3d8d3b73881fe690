package mail

import (
	"context"
	"fmt"
	"net/url"
	"strconv"

	gomail "github.com/wneessen/go-mail"
)

// SMTP sends through the server named by an smtp:// or smtps:// URL:
// smtp://user:pass@host:587 uses STARTTLS when the server offers it,
// smtps://host:465 uses implicit TLS, smtp://localhost:25 a plain relay.
type SMTP struct {
	host string
	opts []gomail.Option
}

// NewSMTP parses the URL.
func NewSMTP(raw string) (*SMTP, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("mail: INNO_SMTP_URL: %w", err)
	}
	host := u.Hostname()
	if host == "" {
		return nil, fmt.Errorf("mail: INNO_SMTP_URL has no host")
	}
	opts := []gomail.Option{gomail.WithHELO("localhost.localdomain")}
	port := 0
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("mail: INNO_SMTP_URL port: %w", err)
		}
	}
	switch u.Scheme {
	case "smtps":
		opts = append(opts, gomail.WithSSL())
		if port == 0 {
			port = 465
		}
	case "smtp":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSOpportunistic))
		if port == 0 {
			port = 587
		}
	default:
		return nil, fmt.Errorf("mail: INNO_SMTP_URL must start with smtp:// or smtps://")
	}
	opts = append(opts, gomail.WithPort(port))
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	return &SMTP{host: host, opts: opts}, nil
}

// Send delivers one message as multipart/alternative (plain text and HTML).
func (s *SMTP) Send(ctx context.Context, from string, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(from); err != nil {
		return fmt.Errorf("mail: from %q: %w", from, err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail: to %q: %w", m.To, err)
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageID()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	client, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return fmt.Errorf("mail: client: %w", err)
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("mail: send to %s: %w", m.To, err)
	}
	return nil
}
