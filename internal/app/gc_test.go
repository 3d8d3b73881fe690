package app

import "testing"

// The collector's target gives the server about 48 MB of room for garbage:
// the highest target while the live heap is small, less as an index grows,
// never under the least.
func TestGCPercentKeepsTheHeadroom(t *testing.T) {
	for _, c := range []struct {
		live uint64
		want int
	}{{0, 50}, {30 << 20, 50}, {96 << 20, 50}, {200 << 20, 24}, {480 << 20, 10}, {2 << 30, 10}} {
		if got := gcPercentFor(c.live); got != c.want {
			t.Errorf("live %d MB: %d %%, want %d %%", c.live>>20, got, c.want)
		}
	}
}
