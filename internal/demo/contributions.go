package demo

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/inno-platform/inno/internal/auth"
	"github.com/inno-platform/inno/internal/chat"
	"github.com/inno-platform/inno/internal/contribution"
	"github.com/inno-platform/inno/internal/evaluation"
	"github.com/inno-platform/inno/internal/extrainput"
	"github.com/inno-platform/inno/internal/field"
	"github.com/inno-platform/inno/internal/lifecycle"
	"github.com/inno-platform/inno/internal/tag"
)

// idea is one demo contribution and how far it got.
type idea struct {
	typ, author, title, summary, field string
	steps                              []string // actions after submit, run by the type's admin
	tags                               []string
}

// Where each demo idea stops: the steps from SUBMITTED onwards.
var (
	toPreEval     = []string{"start-pre-evaluation"}
	toExpert      = []string{"start-pre-evaluation", "send-to-expert"}
	toAccepted    = []string{"start-pre-evaluation", "send-to-expert", "accept"}
	toImplemented = []string{"start-pre-evaluation", "send-to-expert", "accept", "start-implementation"}
	toCompleted   = []string{"start-pre-evaluation", "send-to-expert", "accept", "start-implementation", "complete"}
	toRejected    = []string{"start-pre-evaluation", "reject"}
	toCancelled   = []string{"cancel"}
	stayDraft     = []string{"draft"}
)

var ideas = []idea{
	{"SUGGESTION", "user", "Motion-sensor lighting in the warehouse", "Aisles are lit all night although they are empty most of the time. Motion sensors would switch each aisle on only when a forklift enters.", "Energy and sustainability", toCompleted, []string{"Energy", "Cost"}},
	{"SUGGESTION", "user", "Anti-slip mats at the loading dock", "The dock floor gets wet in winter and two people slipped last month. Rubber mats at the doors would stop this.", "Workplace safety", toImplemented, []string{"Safety"}},
	{"SUGGESTION", "content", "Shared calendar for meeting rooms", "Rooms are double booked almost every week. One shared calendar with the room screens would end the confusion.", "Digital workplace", toAccepted, []string{"Digital"}},
	{"SUGGESTION", "campaign", "Reusable crates instead of cardboard", "We throw away about 400 boxes a week from one supplier. Returnable plastic crates would pay back within a year.", "Energy and sustainability", toExpert, []string{"Cost", "Energy"}},
	{"SUGGESTION", "competition", "Night-shift shuttle from the city centre", "Night-shift colleagues wait for the first bus for an hour. A shared shuttle at 00:30 would shorten their day.", "Workplace safety", toPreEval, []string{"Safety"}},
	{"SUGGESTION", "external", "Customer portal for order tracking", "Customers call to ask where their order is. A tracking page with the shipment status would answer most of those calls.", "Customer experience", nil, []string{"Customer", "Digital"}},
	{"SUGGESTION", "user", "Water refill stations on every floor", "Bottled water costs a lot and makes waste. Filtered refill stations and a bottle for everyone would fix both.", "Energy and sustainability", nil, []string{"Energy"}},
	{"SUGGESTION", "improvement", "Printed pallet labels with QR codes", "Hand-written labels are hard to read. QR labels printed at packing would be scanned at the dock.", "Digital workplace", toRejected, []string{"Digital"}},
	{"SUGGESTION", "content", "Monthly open office hour with the plant manager", "People hesitate to bring ideas up the chain. An open hour each month would make it easy.", "Customer experience", toCompleted, nil},
	{"SUGGESTION", "user", "Second microwave in the canteen", "The queue at lunch takes fifteen minutes.", "Workplace safety", toCancelled, nil},
	{"SUGGESTION", "campaign", "Solar panels on the car-park roof", "The car park roof is empty and faces south. Panels would cover part of the daytime load of the office.", "Energy and sustainability", toPreEval, []string{"Energy", "Cost"}},
	{"SUGGESTION", "competition", "Digital visitor registration", "Visitors fill in a paper book at reception. A tablet sign-in would print a badge and notify the host.", "Digital workplace", nil, []string{"Digital"}},
	{"SUGGESTION", "user", "Ergonomic check for assembly stations", "Several colleagues report back pain. A physiotherapist could review each station once.", "Workplace safety", stayDraft, []string{"Safety"}},
	{"SUGGESTION", "external", "Spare-part catalogue in Turkish and English", "Our distributors abroad order the wrong parts because the catalogue is Turkish only.", "Customer experience", toExpert, []string{"Customer"}},
	{"SUGGESTION", "content", "Bike racks and a shower room", "More people would cycle to work if they could park safely and change.", "Energy and sustainability", toRejected, []string{"Energy"}},
	{"SUGGESTION", "user", "Shared drive clean-up week", "Nobody can find anything on the shared drive. One week to archive old folders would help everyone.", "Digital workplace", stayDraft, nil},
	{"IMPROVEMENT", "improvement", "Shorter changeover on line 3", "Changeover takes 55 minutes. Preparing tools on a trolley before the stop would cut it to about 30.", "Production processes", toCompleted, []string{"Cost"}},
	{"IMPROVEMENT", "user", "Torque check before final inspection", "Loose screws are found at final inspection and cost rework. A torque check at station 6 would find them earlier.", "Quality", toImplemented, []string{"Safety"}},
	{"IMPROVEMENT", "user", "Kanban cards for consumables", "The line stops when gloves or tape run out. Kanban cards would trigger a refill before that.", "Production processes", toAccepted, []string{"Cost"}},
	{"IMPROVEMENT", "content", "Standard template for customer complaints", "Complaints arrive in every format. One template would make them quick to analyse.", "Quality", toExpert, []string{"Customer"}},
	{"IMPROVEMENT", "campaign", "Paperless shift handover", "Handover notes are written on paper and get lost. A shared form on the line tablet would keep them.", "Production processes", toPreEval, []string{"Digital"}},
	{"IMPROVEMENT", "competition", "Calibrate gauges on a fixed schedule", "Gauges are calibrated when someone remembers. A schedule with reminders would keep audits clean.", "Quality", nil, nil},
	{"IMPROVEMENT", "user", "Colour-coded tool boards", "Tools end up in the wrong station. Shadow boards with colours per station would keep them in place.", "Production processes", toRejected, nil},
	{"IMPROVEMENT", "improvement", "Automatic scrap report", "Scrap is counted by hand at the end of the shift. The scales could send the weight to the report directly.", "Quality", nil, []string{"Digital", "Cost"}},
	{"IMPROVEMENT", "user", "Label printer next to packing", "Packers walk to the office to print labels.", "Production processes", stayDraft, nil},
	{"IMPROVEMENT", "content", "Five-minute safety talk at shift start", "A short talk on one risk each day keeps safety on everyone's mind.", "Quality", toCompleted, []string{"Safety"}},
	{"IMPROVEMENT", "campaign", "Move the compressor away from the office wall", "The noise from the compressor makes calls in the sales office hard.", "Production processes", toCancelled, nil},
	{"IMPROVEMENT", "competition", "First-article inspection checklist", "New batches start without a documented first-piece check. A checklist would make it consistent.", "Quality", toPreEval, []string{"Customer"}},
}

var demoFields = []struct {
	typ, en, tr, mentor string
}{
	{"SUGGESTION", "Workplace safety", "İş güvenliği", "suggestion"},
	{"SUGGESTION", "Energy and sustainability", "Enerji ve sürdürülebilirlik", "suggestion"},
	{"SUGGESTION", "Digital workplace", "Dijital iş yeri", "suggestion"},
	{"SUGGESTION", "Customer experience", "Müşteri deneyimi", "suggestion"},
	{"IMPROVEMENT", "Production processes", "Üretim süreçleri", "improvement"},
	{"IMPROVEMENT", "Quality", "Kalite", "improvement"},
}

var demoTags = []string{"Cost", "Customer", "Digital", "Energy", "Safety"}

func ptr[T any](v T) *T { return &v }

// seedContributions fills the demo with fields and their mentors, tags,
// extra inputs and a few dozen contributions spread over the default life
// cycles, all through the engine (without e-mail), then spreads their
// dates over the last months so lists look lived in.
func seedContributions(ctx context.Context, d Deps, ids map[string]int64) error {
	svc := d.Contributions
	roles := map[string][]string{}
	for _, a := range Accounts {
		roles[a.Login] = a.Roles
	}
	// as acts as a demo account; the engine checks its rights as for anyone.
	as := func(login string) context.Context {
		return contribution.WithoutMail(auth.WithPrincipal(ctx, &auth.Principal{UserID: ids[login], Login: login, Authorities: roles[login]}))
	}
	fields := map[string]int64{}
	for _, f := range demoFields {
		admin := "suggestion"
		if f.typ == contribution.TypeImprovement {
			admin = "improvement"
		}
		saved, err := d.Fields.Save(as(admin), f.typ, field.Field{IsActive: true, DefinitionList: []field.Title{
			{Language: "en", Title: f.en}, {Language: "tr", Title: f.tr}}})
		if err != nil {
			return fmt.Errorf("demo: field %s: %w", f.en, err)
		}
		fields[f.en] = saved.ID
		if err := d.Fields.AddUser(as(admin), saved.ID, ids[f.mentor], lifecycle.RoleMentor); err != nil {
			return fmt.Errorf("demo: field mentor: %w", err)
		}
	}
	tags := map[string]int64{}
	for _, name := range demoTags {
		t, err := d.Tags.Create(as("admin"), tag.Tag{Name: name, IsActive: true})
		if err != nil {
			return fmt.Errorf("demo: tag %s: %w", name, err)
		}
		tags[name] = t.ID
	}
	inputs := []struct {
		admin string
		in    extrainput.Input
	}{
		{"suggestion", extrainput.Input{InputType: extrainput.TypeNumeric, MaxLenOrValue: ptr(int64(100000000)), DefinitionList: []extrainput.Definition{
			{Language: "en", Label: "Expected yearly savings (TRY)", Explanation: "A rough estimate is fine."},
			{Language: "tr", Label: "Beklenen yıllık tasarruf (TL)", Explanation: "Kaba bir tahmin yeterli."}}}},
		{"suggestion", extrainput.Input{InputType: extrainput.TypeSingleSelection, SelectionValues: options(
			[2]string{"All sites", "Tüm tesisler"}, [2]string{"Ankara plant", "Ankara fabrikası"},
			[2]string{"Izmir plant", "İzmir fabrikası"}, [2]string{"Head office", "Genel müdürlük"}),
			DefinitionList: []extrainput.Definition{{Language: "en", Label: "Where does it apply?"}, {Language: "tr", Label: "Nerede uygulanır?"}}}},
		{"improvement", extrainput.Input{InputType: extrainput.TypeTextArea, DefinitionList: []extrainput.Definition{
			{Language: "en", Label: "Current situation", Explanation: "What happens today, with numbers if you have them."},
			{Language: "tr", Label: "Mevcut durum", Explanation: "Bugün ne oluyor, varsa rakamlarla."}}}},
		{"improvement", extrainput.Input{InputType: extrainput.TypeBool, DefinitionList: []extrainput.Definition{
			{Language: "en", Label: "Already tried on the line?"}, {Language: "tr", Label: "Hatta denendi mi?"}}}},
	}
	var siteInput int64 // the suggestions' "Where does it apply?" selection
	for _, x := range inputs {
		source := contribution.TypeSuggestion
		if x.admin == "improvement" {
			source = contribution.TypeImprovement
		}
		saved, err := d.ExtraInputs.Save(as(x.admin), source, x.in)
		if err != nil {
			return fmt.Errorf("demo: extra input: %w", err)
		}
		if saved.InputType == extrainput.TypeSingleSelection {
			siteInput = saved.ID
		}
	}

	now := time.Now().UTC()
	var discussed []discussedIdea // opened for comments and ratings in pre-evaluation
	ideaIDs := map[string]int64{} // title → id
	for i, it := range ideas {
		admin := "suggestion"
		if it.typ == contribution.TypeImprovement {
			admin = "improvement"
		}
		owner := as(it.author)
		id, err := svc.Create(owner, it.typ)
		if err != nil {
			return fmt.Errorf("demo: create %q: %w", it.title, err)
		}
		ideaIDs[it.title] = id
		form := contribution.EditEntity{ID: id, Title: it.title, Summary: it.summary, Body: "<p>" + it.summary + "</p>",
			FieldID: ptr(fields[it.field]), SavedAsDraft: len(it.steps) == 1 && it.steps[0] == "draft"}
		for _, tag := range it.tags {
			form.TagIDs = append(form.TagIDs, tags[tag])
		}
		if it.typ == contribution.TypeSuggestion {
			// the site by its option's rank, so the detail shows it in the reader's language
			form.ExtraInputAnswers = []extrainput.Answer{{ExtraInputID: siteInput, Value: strconv.Itoa(i%4 + 1)}}
		}
		if _, err := svc.Save(owner, it.typ, form); err != nil {
			return fmt.Errorf("demo: save %q: %w", it.title, err)
		}
		if form.SavedAsDraft {
			continue
		}
		if len(it.steps) == 1 && it.steps[0] == "cancel" {
			if err := svc.Execute(owner, id, "cancel", "Solved another way."); err != nil {
				return fmt.Errorf("demo: cancel %q: %w", it.title, err)
			}
			continue
		}
		if err := svc.Execute(owner, id, "submit", ""); err != nil {
			return fmt.Errorf("demo: submit %q: %w", it.title, err)
		}
		for _, step := range it.steps {
			switch step {
			case "send-to-expert":
				if err := svc.Assign(as(admin), id, lifecycle.RoleExpert, []int64{ids["admin"]}); err != nil {
					return fmt.Errorf("demo: expert: %w", err)
				}
			case "start-implementation":
				if err := svc.Assign(as(admin), id, lifecycle.RoleImplementer, []int64{ids[it.author]}); err != nil {
					return fmt.Errorf("demo: implementer: %w", err)
				}
			}
			if step == "send-to-expert" || step == "reject" {
				// The field mentor (the type's admin in the demo) scores the pre-evaluation first.
				if err := preEvaluate(as(admin), d.Evaluations, id, i); err != nil {
					return fmt.Errorf("demo: pre-evaluation of %q: %w", it.title, err)
				}
			}
			explanation := ""
			if step == "reject" {
				explanation = "Thank you. This is already covered by a running project."
			}
			if err := svc.Execute(as(admin), id, step, explanation); err != nil {
				return fmt.Errorf("demo: %s %q: %w", step, it.title, err)
			}
			if step == "start-pre-evaluation" {
				// The type's admin opens comments and ratings while the state lets them.
				if err := svc.SetCommentStatus(as(admin), id, contribution.StatusOpen); err != nil {
					return fmt.Errorf("demo: open comments of %q: %w", it.title, err)
				}
				if err := svc.SetRatingStatus(as(admin), id, contribution.StatusOpen); err != nil {
					return fmt.Errorf("demo: open ratings of %q: %w", it.title, err)
				}
				discussed = append(discussed, discussedIdea{id: id, seed: i, owner: it.author, moderator: admin})
			}
		}
		// Spread the dates: the further along, the older.
		created := now.AddDate(0, 0, -(len(it.steps)*12 + i%9 + 2))
		if _, err := d.DB.Exec(ctx, "UPDATE contribution SET created_date = ?, submitted_date = ? WHERE id = ?", created, created.Add(2*time.Hour), id); err != nil {
			return fmt.Errorf("demo: dates: %w", err)
		}
	}
	if err := seedFeedback(d, as, discussed); err != nil {
		return err
	}
	if err := seedCollaboration(d, as, ids, ideaIDs); err != nil {
		return err
	}
	return seedChat(d.Chats, as, ideaIDs[chatIdea])
}

// chatIdea is the demo contribution whose owner and mentor have chatted.
const chatIdea = "Anti-slip mats at the loading dock"

// seedChat writes a short chat between the owner of chatIdea and its field
// mentor in their session.
func seedChat(chats *chat.Service, as func(string) context.Context, id int64) error {
	if chats == nil || id == 0 {
		return nil
	}
	sessions, err := chats.List(as("user"), id, chat.TypeOwnersMentor)
	if err != nil || len(sessions) != 1 {
		return fmt.Errorf("demo: chat sessions of %d: %v (%d)", id, err, len(sessions))
	}
	for _, m := range []struct{ who, body string }{
		{"user", "The mats for doors 1 and 2 arrived. Should we wait for the others before laying them?"},
		{"suggestion", "No, lay them now: the forecast says rain this week.\nI will ask facilities to order the rest."},
		{"user", "Done. People already noticed the difference."},
	} {
		if _, err := chats.Post(as(m.who), sessions[0].ID, chat.ChatItemRequest{Body: m.body}); err != nil {
			return fmt.Errorf("demo: chat item: %w", err)
		}
	}
	return nil
}

// preEvaluate submits the caller's pre-evaluation scorecard on contribution
// id, with stars that differ from one demo idea to the next.
func preEvaluate(ctx context.Context, evals *evaluation.Service, id int64, seed int) error {
	if evals == nil {
		return nil
	}
	card, err := evals.Scorecard(ctx, lifecycle.EvalPre, id, "", 0)
	if err != nil {
		return err
	}
	comments := []string{"Clear benefit, worth doing.", "Good idea; the cost needs checking.", "Useful, but only for one site."}
	in := evaluation.ScorecardInput{ContributionID: id, EvalFlowType: lifecycle.EvalPre, Submit: true, Comment: comments[seed%len(comments)]}
	for q, it := range card.EvalDefinition.Items {
		in.Answers = append(in.Answers, evaluation.EvalAnswer{EvalItemDefinitionID: it.ID, Stars: 2 + (seed+q)%4})
	}
	_, err = evals.Save(ctx, in)
	return err
}

// options are a selection input's options, each in English and Turkish,
// ranked in the order given.
func options(labels ...[2]string) []extrainput.SelectionValue {
	out := make([]extrainput.SelectionValue, 0, 2*len(labels))
	for i, l := range labels {
		out = append(out, extrainput.SelectionValue{Language: "en", Label: l[0], Rank: i + 1},
			extrainput.SelectionValue{Language: "tr", Label: l[1], Rank: i + 1})
	}
	return out
}
