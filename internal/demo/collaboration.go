package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/inno-platform/inno/internal/benefit"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/schedule"
)

// collaborationIdea is the demo suggestion being implemented that carries a
// benefit analysis, an implementation schedule with a late step and an open
// action item (issue 17).
const collaborationIdea = "Anti-slip mats at the loading dock"

// seedCollaboration writes them through the services, as the people who
// would: the owner (also its implementer) forecasts and plans, the type's
// admin gives the owner an action item.
func seedCollaboration(d Deps, as func(login string) context.Context, ids map[string]int64, ideaIDs map[string]int64) error {
	id, ok := ideaIDs[collaborationIdea]
	if !ok || d.Benefits == nil || d.Schedules == nil {
		return nil
	}
	owner := as("user")
	if _, err := d.Benefits.Save(owner, benefit.BenefitInput{ContributionID: id, BenefitType: benefit.TypeForecast,
		Explanation: "Fewer slips in winter: lost days, cleaning and the insurance excess.",
		Items: []benefit.BenefitItem{
			{Category: "SAFETY", Amount: "18000", Currency: "TRY", Period: benefit.PeriodYearly, Explanation: "Two lost-time incidents a year avoided"},
			{Category: "COST_SAVING", Amount: "1250.50", Currency: "TRY", Period: benefit.PeriodMonthly, Explanation: "Less cleaning of the dock floor"},
			{Category: "OTHER", Amount: "9400", Currency: "TRY", Period: benefit.PeriodOneTime, Explanation: "Insurance excess no longer paid this winter"},
		}}); err != nil {
		return fmt.Errorf("demo: benefit analysis: %w", err)
	}
	day := func(offset int) string { return time.Now().UTC().AddDate(0, 0, offset).Format("2006-01-02") }
	str := func(s string) *string { return &s }
	userID := ids["user"]
	if _, err := d.Schedules.Save(owner, schedule.ScheduleInput{ContributionID: id, Steps: []schedule.ScheduleStepInput{
		{Title: "Measure the doors and order the mats", ResponsibleUserID: &userID, PlannedStart: day(-20), PlannedEnd: day(-14),
			ActualStart: str(day(-20)), ActualEnd: str(day(-15)), Status: schedule.StatusDone},
		{Title: "Fit the mats at the three doors", ResponsibleUserID: &userID, PlannedStart: day(-12), PlannedEnd: day(-3),
			ActualStart: str(day(-10)), Status: schedule.StatusInProgress},
		{Title: "Check the floor after the first frost", PlannedStart: day(10), PlannedEnd: day(40), Status: schedule.StatusPlanned},
	}}); err != nil {
		return fmt.Errorf("demo: schedule: %w", err)
	}
	if _, err := d.Contributions.CreateActionItem(as("suggestion"), contribution.ActionItemInput{ContributionID: id,
		Title: "Ask the supplier for a winter-grade quote", Description: "The current mats harden below zero.",
		AssigneeID: userID, DueDate: day(7)}); err != nil {
		return fmt.Errorf("demo: action item: %w", err)
	}
	return nil
}
