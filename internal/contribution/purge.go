package contribution

import (
	"context"
	"time"
)

// UntouchedMaxAge is how long an untouched draft (one its owner never
// saved, see UntouchedTitle) is kept before PurgeUntouched removes it.
const UntouchedMaxAge = 24 * time.Hour

// purgeBatch is how many untouched drafts one transaction removes.
const purgeBatch = 200

// PurgeUntouched removes the untouched drafts created before now minus
// UntouchedMaxAge, with their files, and answers how many went. Several
// nodes may run it at once: on PostgreSQL a round takes an advisory lock
// and a node that does not get it leaves the round to the one that did;
// each delete also checks again, in its statement, that the draft is still
// untouched, so a draft saved meanwhile stays.
func (s *Service) PurgeUntouched(ctx context.Context, now time.Time) (int, error) {
	cutoff := now.Add(-UntouchedMaxAge)
	removed := 0
	for {
		var cleanups []func()
		n, more := 0, false
		err := s.write(ctx, func(ctx context.Context) error {
			cleanups, n, more = nil, 0, false
			ok, err := s.store.TryPurgeLock(ctx)
			if err != nil || !ok {
				return err
			}
			drafts, err := s.store.UntouchedBefore(ctx, cutoff, purgeBatch)
			if err != nil {
				return err
			}
			more = len(drafts) == purgeBatch
			for _, d := range drafts {
				cleanup, err := s.attachments.Forget(ctx, d.id)
				if err != nil {
					return err
				}
				gone, err := s.store.DeleteUntouched(ctx, d.id, cutoff)
				if err != nil {
					return err
				}
				if !gone {
					continue // saved (or deleted) meanwhile
				}
				cleanups = append(cleanups, cleanup)
				if err := s.bump(ctx, d.contributionType, d.stateID, d.visible, -1); err != nil {
					return err
				}
				n++
			}
			return nil
		})
		if err != nil {
			return removed, err
		}
		for _, c := range cleanups {
			c()
		}
		removed += n
		if !more || n == 0 {
			return removed, nil
		}
	}
}

// RunPurge purges untouched drafts at start and then every interval until
// ctx ends (App.Start runs it on every node).
func (s *Service) RunPurge(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		n, err := s.PurgeUntouched(ctx, s.now())
		switch {
		case err != nil && ctx.Err() == nil:
			s.log.Error("purging untouched drafts failed", "err", err)
		case n > 0:
			s.log.Info("untouched drafts purged", "count", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
