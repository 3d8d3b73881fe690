// Package export writes tables as Excel workbooks, for every list and
// report that offers a download.
package export

import (
	"fmt"
	"io"

	"github.com/xuri/excelize/v2"
)

// Table is a sheet: a header row and data rows.
type Table struct {
	Sheet   string
	Headers []string
	Rows    [][]any
}

// Excel writes the table to w as an .xlsx workbook.
func Excel(w io.Writer, t Table) error {
	f := excelize.NewFile()
	defer f.Close()
	sheet := t.Sheet
	if sheet == "" {
		sheet = "Sheet1"
	}
	if sheet != "Sheet1" {
		if err := f.SetSheetName("Sheet1", sheet); err != nil {
			return fmt.Errorf("export: name sheet: %w", err)
		}
	}
	sw, err := f.NewStreamWriter(sheet)
	if err != nil {
		return fmt.Errorf("export: stream writer: %w", err)
	}
	bold, err := f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}})
	if err != nil {
		return fmt.Errorf("export: style: %w", err)
	}
	header := make([]any, len(t.Headers))
	for i, h := range t.Headers {
		header[i] = excelize.Cell{StyleID: bold, Value: h}
	}
	if err := sw.SetRow("A1", header); err != nil {
		return fmt.Errorf("export: header: %w", err)
	}
	for i, row := range t.Rows {
		cell, _ := excelize.CoordinatesToCellName(1, i+2)
		if err := sw.SetRow(cell, row); err != nil {
			return fmt.Errorf("export: row %d: %w", i+1, err)
		}
	}
	if err := sw.Flush(); err != nil {
		return fmt.Errorf("export: flush: %w", err)
	}
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("export: write: %w", err)
	}
	return nil
}
