package httpapi

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// LargeAnswerLevel is the gzip level of answers written with WriteLargeJSON:
// the router's compression middleware uses level 5, which spent 108 ms on the
// 17.5 MB evaluation report of a 5,000-idea competition; level 2 takes 57 ms
// for 2.2 MB instead of 1.8 MB (level 1: 52 ms, 2.7 MB). docs/decisions.md.
const LargeAnswerLevel = 2

var largeGzipWriters = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(io.Discard, LargeAnswerLevel) // the level is valid: no error
	return w
}}

// WriteLargeJSON writes a JSON answer of megabytes (a report) with 200 as
// write produces it, instead of encoding it into a buffer first (WriteJSON):
// write appends the answer's pieces to the writer it is given (buffered,
// and compressed with gzip at LargeAnswerLevel when the client accepts
// gzip, in place of the compression middleware). The answer has no
// Content-Length. write should fail only when the client is gone: an error
// after the first bytes were sent cuts the connection (http.ErrAbortHandler),
// so that no client takes a partial answer for a whole one.
func WriteLargeJSON(w http.ResponseWriter, r *http.Request, write func(io.Writer) error) error {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Add("Vary", "Accept-Encoding")
	var out io.Writer = w
	var gz *gzip.Writer
	if acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip") // the compression middleware leaves such an answer as it is
		gz = largeGzipWriters.Get().(*gzip.Writer)
		gz.Reset(w)
		defer func() {
			gz.Reset(io.Discard) // the pool keeps no response
			largeGzipWriters.Put(gz)
		}()
		out = gz
	}
	w.WriteHeader(http.StatusOK)
	buf := bufio.NewWriterSize(out, 64<<10)
	err := write(buf)
	if err == nil {
		err = buf.Flush()
	}
	if err == nil && gz != nil {
		err = gz.Close()
	}
	if err != nil {
		slog.Default().Info("large answer cut off", "method", r.Method, "path", r.URL.Path, "err", err)
		panic(http.ErrAbortHandler)
	}
	return nil
}

// acceptsGzip reports whether the request's Accept-Encoding takes gzip
// (named without q=0).
func acceptsGzip(r *http.Request) bool {
	for _, header := range r.Header.Values("Accept-Encoding") {
		for part := range strings.SplitSeq(header, ",") {
			coding, params, _ := strings.Cut(part, ";")
			if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
				continue
			}
			q := 1.0
			if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
				q, _ = strconv.ParseFloat(v, 64) // not a number: 0, not accepted
			}
			return q > 0
		}
	}
	return false
}

// AppendJSONString appends s as a JSON string exactly as encoding/json
// writes it: quotes, backslashes and control characters escaped, <, > and &
// as \u003c, \u003e and \u0026, U+2028 and U+2029 escaped, and bytes that are
// not UTF-8 as \ufffd. For answers written piece by piece (WriteLargeJSON).
func AppendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// AppendJSONFloat appends f as encoding/json writes a float64 (its shortest
// form, exponents only below 1e-6 and from 1e21); NaN and infinities, which
// JSON cannot hold, are an error as they are for encoding/json.
func AppendJSONFloat(b []byte, f float64) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return b, fmt.Errorf("httpapi: %v is no JSON number", f)
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// e-07 → e-7, as encoding/json writes it.
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b, nil
}
