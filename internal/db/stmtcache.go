package db

import (
	"container/list"
	"context"
	"database/sql"
	"sync"
)

// stmtCache keeps the most recently used queries prepared, for SQLite:
// its driver parses every statement again on each call (about a quarter of
// the server's CPU on the contribution list and detail, bench/README.md),
// while pgx already caches prepared statements per connection.
//
// A *sql.Stmt is prepared on each pooled connection the first time it runs
// there. An entry pushed out of the cache is closed once no caller is
// between taking it and starting its query (rows already open stay valid:
// database/sql keeps the statement until they are closed).
type stmtCache struct {
	db  *sql.DB
	max int

	mu      sync.Mutex
	byQuery map[string]*list.Element
	order   *list.List // of *cachedStmt, most recent first
}

type cachedStmt struct {
	query   string
	stmt    *sql.Stmt
	users   int  // callers between acquire and release
	evicted bool // out of the cache: close when users drops to 0
}

func newStmtCache(db *sql.DB, max int) *stmtCache {
	return &stmtCache{db: db, max: max, byQuery: map[string]*list.Element{}, order: list.New()}
}

// acquire returns the prepared statement of query, preparing it on a miss
// when prepare is set (nil otherwise). The caller must release it once its
// query has started. A caller inside a transaction passes prepare=false:
// preparing takes a second connection from the pool, which could wait
// forever on a pool full of transactions doing the same.
func (c *stmtCache) acquire(ctx context.Context, query string, prepare bool) (*cachedStmt, error) {
	c.mu.Lock()
	if e, ok := c.byQuery[query]; ok {
		c.order.MoveToFront(e)
		cs := e.Value.(*cachedStmt)
		cs.users++
		c.mu.Unlock()
		return cs, nil
	}
	c.mu.Unlock()
	if !prepare {
		return nil, nil
	}
	st, err := c.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.byQuery[query]; ok { // prepared meanwhile by another caller
		_ = st.Close()
		c.order.MoveToFront(e)
		cs := e.Value.(*cachedStmt)
		cs.users++
		return cs, nil
	}
	cs := &cachedStmt{query: query, stmt: st, users: 1}
	c.byQuery[query] = c.order.PushFront(cs)
	for c.order.Len() > c.max {
		old := c.order.Remove(c.order.Back()).(*cachedStmt)
		delete(c.byQuery, old.query)
		old.evicted = true
		if old.users == 0 {
			_ = old.stmt.Close()
		}
	}
	return cs, nil
}

func (c *stmtCache) release(cs *cachedStmt) {
	c.mu.Lock()
	cs.users--
	closeNow := cs.evicted && cs.users == 0
	c.mu.Unlock()
	if closeNow {
		_ = cs.stmt.Close()
	}
}

// close closes every cached statement (the pool is closing).
func (c *stmtCache) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for e := c.order.Front(); e != nil; e = e.Next() {
		_ = e.Value.(*cachedStmt).stmt.Close()
	}
	c.order.Init()
	clear(c.byQuery)
}

// len is the number of cached statements.
func (c *stmtCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
