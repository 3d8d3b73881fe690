package db

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
)

// defaultLocales are the platform's languages when no configuration was
// ever saved (appconfig.Defaults; the db package cannot import it).
var defaultLocales = []string{"en", "tr"}

// configuredLocales reads the platform's languages from the stored
// application configuration (app_setting "app.config", its "locales").
func configuredLocales(ctx context.Context, d *DB) ([]string, error) {
	var raw string
	err := d.QueryRow(ctx, "SELECT value FROM app_setting WHERE name = ?", "app.config").Scan(&raw)
	if IsNoRows(err) {
		return defaultLocales, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read the configured languages: %w", err)
	}
	var cfg struct {
		Locales []string `json:"locales"`
	}
	if json.Unmarshal([]byte(raw), &cfg) != nil || len(cfg.Locales) == 0 {
		return defaultLocales, nil
	}
	return cfg.Locales, nil
}

// selectionOption is the stored shape of a selection input's option in one
// language (contribution.SelectionValue).
type selectionOption struct {
	Language string `json:"language"`
	Label    string `json:"label"`
	Rank     int    `json:"rank"`
}

// convertSelectionValues is the Go step of migration 0015. Selection values
// were a JSON array of strings; each string becomes an option ranked by its
// place (1, 2, …) with that text as its label in every configured language
// (an administrator then translates them). Answers named the option by its
// text; they now name its rank ("2", or ["1","3"] for a multiple
// selection). An answer naming a text the input no longer offered (it
// could not be saved again) is dropped.
func convertSelectionValues(ctx context.Context, d *DB) error {
	locales, err := configuredLocales(ctx, d)
	if err != nil {
		return err
	}
	type input struct {
		id        int64
		inputType string
		values    string
	}
	rows, err := d.Query(ctx, "SELECT id, input_type, selection_values FROM extra_input ORDER BY id")
	if err != nil {
		return fmt.Errorf("read selection values: %w", err)
	}
	var inputs []input
	for rows.Next() {
		var in input
		if err := rows.Scan(&in.id, &in.inputType, &in.values); err != nil {
			_ = rows.Close()
			return fmt.Errorf("read selection values: %w", err)
		}
		inputs = append(inputs, in)
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("read selection values: %w", err)
	}
	for _, in := range inputs {
		var old []string
		if json.Unmarshal([]byte(in.values), &old) != nil {
			continue // not the old shape: nothing to convert
		}
		options := []selectionOption{}
		var texts []string
		for _, text := range old {
			if text == "" || slices.Contains(texts, text) {
				continue
			}
			texts = append(texts, text)
			for _, l := range locales {
				options = append(options, selectionOption{Language: l, Label: text, Rank: len(texts)})
			}
		}
		if in.inputType != "SINGLE_SELECTION" && in.inputType != "MULTIPLE_SELECTION" {
			options = []selectionOption{}
		}
		b, _ := json.Marshal(options)
		if _, err := d.Exec(ctx, "UPDATE extra_input SET selection_values = ? WHERE id = ?", string(b), in.id); err != nil {
			return fmt.Errorf("convert selection values of input %d: %w", in.id, err)
		}
		if len(options) > 0 {
			if err := rankAnswers(ctx, d, in.id, in.inputType == "MULTIPLE_SELECTION", texts); err != nil {
				return err
			}
		}
	}
	return nil
}

// rankAnswers rewrites an input's answers from option texts to ranks.
func rankAnswers(ctx context.Context, d *DB, inputID int64, multiple bool, texts []string) error {
	rankOf := func(text string) string {
		if i := slices.Index(texts, text); i >= 0 {
			return strconv.Itoa(i + 1)
		}
		return ""
	}
	rows, err := d.Query(ctx, "SELECT contribution_id, value FROM extra_input_answer WHERE extra_input_id = ?", inputID)
	if err != nil {
		return fmt.Errorf("read answers of input %d: %w", inputID, err)
	}
	answers := map[int64]string{}
	for rows.Next() {
		var cid int64
		var v string
		if err := rows.Scan(&cid, &v); err != nil {
			_ = rows.Close()
			return fmt.Errorf("read answers of input %d: %w", inputID, err)
		}
		answers[cid] = v
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("read answers of input %d: %w", inputID, err)
	}
	for cid, v := range answers {
		ranked := rankOf(v)
		if multiple {
			var picked []string
			_ = json.Unmarshal([]byte(v), &picked)
			var ranks []int
			for _, text := range picked {
				if r := rankOf(text); r != "" {
					n, _ := strconv.Atoi(r)
					if !slices.Contains(ranks, n) {
						ranks = append(ranks, n)
					}
				}
			}
			ranked = ""
			if len(ranks) > 0 {
				slices.Sort(ranks)
				out := make([]string, len(ranks))
				for i, n := range ranks {
					out[i] = strconv.Itoa(n)
				}
				b, _ := json.Marshal(out)
				ranked = string(b)
			}
		}
		if ranked == "" {
			_, err = d.Exec(ctx, "DELETE FROM extra_input_answer WHERE contribution_id = ? AND extra_input_id = ?", cid, inputID)
		} else {
			_, err = d.Exec(ctx, "UPDATE extra_input_answer SET value = ? WHERE contribution_id = ? AND extra_input_id = ?", ranked, cid, inputID)
		}
		if err != nil {
			return fmt.Errorf("rank answer of input %d: %w", inputID, err)
		}
	}
	return nil
}
