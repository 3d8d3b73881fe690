# Inno: the two commands a newcomer needs are `make run` and `make test`.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

GO            ?= go
NPM           ?= npm
VERSION       ?= $(shell cat VERSION 2>/dev/null || echo 0.1.0)
BUILD         ?= $(shell git rev-parse --short HEAD 2>/dev/null || echo dev)
LDFLAGS       := -s -w -X github.com/inno-platform/inno/internal/management.Version=$(VERSION) \
                 -X github.com/inno-platform/inno/internal/management.Build=$(BUILD)
PG_TEST_URL   ?= $(or $(INNO_TEST_POSTGRES_URL),postgres://postgres@127.0.0.1:5432/test?sslmode=disable)
WEB_SOURCES   := $(shell find web/src web/index.html web/public web/vite.config.ts web/package.json -type f 2>/dev/null)

.PHONY: all run build web deps test test-go test-go-sqlite test-go-postgres test-fuzz test-web test-e2e lint bench bench-load clean

all: build

## run: install what is missing, build, and start on http://localhost:8080 with demo data
run: build
	INNO_DEMO=$${INNO_DEMO:-1} INNO_ENV=$${INNO_ENV:-development} ./bin/inno serve

## build: one self-contained binary, bin/inno, with the web app embedded
build: bin/inno

bin/inno: internal/webui/dist/index.html $(shell find cmd internal -name '*.go' -o -name '*.sql' -o -name '*.json' 2>/dev/null) go.mod go.sum
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o bin/inno ./cmd/inno

web: internal/webui/dist/index.html

internal/webui/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && $(NPM) run build
	rm -rf internal/webui/dist && mkdir -p internal/webui/dist && cp -R web/dist/. internal/webui/dist/ && touch internal/webui/dist/.keep

deps: web/node_modules/.package-lock.json
	$(GO) mod download

web/node_modules/.package-lock.json: web/package.json web/package-lock.json
	cd web && $(NPM) ci --no-audit --no-fund
	touch $@

## test: every test — linters, Go on SQLite and PostgreSQL, web unit tests, browser end-to-end tests
test: lint test-go test-web test-e2e

lint: deps internal/webui/dist/index.html
	$(GO) vet ./...
	$(GO) tool staticcheck ./...
	test -z "$$(gofmt -l cmd internal)" || { echo "gofmt would change:"; gofmt -l cmd internal; exit 1; }
	cd web && node scripts/openapi.mjs --check && $(NPM) run typecheck && $(NPM) run lint

test-go: test-go-sqlite test-go-postgres test-fuzz

# Every parser of untrusted bytes has a fuzz target; `go test` runs their seed
# corpora (testdata/fuzz keeps the inputs that once failed), and this runs each
# with new inputs for a few seconds (FUZZTIME=1m make test-fuzz for longer).
FUZZTIME      ?= 3s
FUZZ_TARGETS  := internal/benefit:FuzzParseAmount internal/httpapi:FuzzDecodeJSON internal/httpapi:FuzzParsePage internal/httpapi:FuzzReadUpload \
                 internal/httpapi:FuzzReadUploadRaw internal/httpapi:FuzzReadUploadWithJSON internal/thumbnail:FuzzJPEGOrientation internal/thumbnail:FuzzMake \
                 internal/httpapi:FuzzCleanRequest internal/language:FuzzParseFile internal/httpapi:FuzzAppendJSONString
test-fuzz:
	@for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t#*:}; echo "fuzz $$name ($(FUZZTIME))"; \
		for try in 1 2; do \
			log=$$($(GO) test -run '^$$' -fuzz "^$$name$$" -fuzztime $(FUZZTIME) ./$$pkg 2>&1) && break; \
			echo "$$log"; \
			if [ -n "$$(git status --porcelain -- $$pkg/testdata)" ] || [ $$try = 2 ]; then exit 1; fi; \
			echo "(the fuzzing engine failed without a failing input; trying once more)"; \
		done; \
	done

test-go-sqlite: internal/webui/dist/index.html
	INNO_TEST_DB=sqlite $(GO) test -count=1 ./...

# The PostgreSQL half needs a server. Without one it says so and is left out,
# unless INNO_REQUIRE_POSTGRES=1 (as in CI), where a missing server fails.
test-go-postgres: bin/inno
	@if ./bin/inno check-db "$(PG_TEST_URL)" 2>/dev/null; then \
		INNO_TEST_DB=postgres INNO_TEST_POSTGRES_URL="$(PG_TEST_URL)" $(GO) test -count=1 ./... ; \
	elif [ "$${INNO_REQUIRE_POSTGRES:-}" = "1" ]; then \
		echo "PostgreSQL is required (INNO_REQUIRE_POSTGRES=1) but $(PG_TEST_URL) does not answer."; exit 1; \
	else \
		echo "PostgreSQL not reachable at $(PG_TEST_URL): skipping the PostgreSQL half of the Go tests (SQLite half ran)."; \
	fi

test-web: deps
	cd web && $(NPM) test

test-e2e: bin/inno bin/mailcatcher
	cd web && INNO_BIN=$(CURDIR)/bin/inno MAILCATCHER_BIN=$(CURDIR)/bin/mailcatcher $(NPM) run e2e

# A test SMTP server for the browser tests (never deployed).
bin/mailcatcher: cmd/mailcatcher/main.go internal/testkit/mailcatch/mailcatch.go go.mod go.sum
	$(GO) build -trimpath -o bin/mailcatcher ./cmd/mailcatcher

## bench: server benchmarks and the web bundle size
bench: bin/inno
	$(GO) test -run '^$$' -bench . -benchtime 2s ./bench/
	cd web && $(NPM) run size

## bench-load: wrk on the contribution API over 100,000 generated contributions, SQLite and PostgreSQL,
## beside a bare Go ceiling (bench/README.md; several minutes; not part of make test)
bench-load:
	PG_URL="$(PG_TEST_URL)" bench/load.sh

clean:
	rm -rf bin web/dist internal/webui/dist/* 
	touch internal/webui/dist/.keep
