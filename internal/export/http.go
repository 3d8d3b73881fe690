package export

import (
	"fmt"
	"net/http"
)

// WriteExcel sends the table as an .xlsx attachment named name (the web app
// saves it with the .xls extension, as the spec asks).
func WriteExcel(w http.ResponseWriter, name string, t Table) error {
	w.Header().Set("Content-Type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s.xlsx"`, name))
	return Excel(w, t)
}
