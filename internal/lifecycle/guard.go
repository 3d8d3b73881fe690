package lifecycle

import "slices"

// AssignCommand is the command that assigns role on a contribution
// (ASSIGN_EXPERT for EXPERT), or "" when no command assigns it.
func AssignCommand(role string) string {
	cmd := "ASSIGN_" + role
	if slices.Contains(Commands, cmd) {
		return cmd
	}
	return ""
}

// HoldersNeeded lists the roles a contribution must have a holder of before
// it moves from one state to another (docs/lifecycle.md, "Workflow guard"):
// the roles the target state opens a task for that the current state lets
// someone assign. A role the current state cannot assign is not asked for,
// so no contribution is held back by a step nobody can take.
func HoldersNeeded(from, to *State) []string {
	var out []string
	for _, t := range to.Tasks {
		cmd := AssignCommand(t.Role)
		if cmd == "" || slices.Contains(out, t.Role) {
			continue
		}
		if slices.ContainsFunc(from.Commands, func(c *Command) bool { return c.Command == cmd && len(c.Roles) > 0 }) {
			out = append(out, t.Role)
		}
	}
	return out
}
