package main

import (
	"fmt"
	"strings"
)

// sobekBar is the least speed the binding on sobek must have as a fraction
// of the binding on goja, in every row (issue 13: within 10%).
const sobekBar = 0.9

// A sobekRow is one comparison of the two bindings: speeds, or for costs
// their inverses (so that sobek/goja is always speed over speed).
type sobekRow struct {
	row         string
	goja, sobek float64
}

// vsGoja returns the Markdown cells sobek/goja and the bar's verdict for
// a row where the binding on goja has speed goja and on sobek speed sobek;
// it notes the row for writeSobekSummary.
func (r *results) vsGoja(row string, goja, sobek float64) string {
	return r.sobekRatio(row, goja, sobek) + " | " + verdict(sobek, goja, sobekBar)
}

// sobekRatio returns the Markdown cell sobek/goja alone, and notes the row
// as vsGoja does.
func (r *results) sobekRatio(row string, goja, sobek float64) string {
	r.sobekRows = append(r.sobekRows, sobekRow{row, goja, sobek})
	return ratio(sobek, goja)
}

// writeSobekSummary writes the section that sums up the rows vsGoja
// noted: how many met the bar, the lowest ratio, and the rows below it.
func (r *results) writeSobekSummary(w *strings.Builder) {
	w.WriteString("## sobek beside goja\n\n")
	var compared, below []string
	lowest, lowestRow := 0.0, ""
	for _, s := range r.sobekRows {
		if s.goja == 0 || s.sobek == 0 {
			continue
		}
		q := s.sobek / s.goja
		compared = append(compared, s.row)
		if lowestRow == "" || q < lowest {
			lowest, lowestRow = q, s.row
		}
		if q < sobekBar {
			below = append(below, fmt.Sprintf("%s (%.2f)", s.row, q))
		}
	}
	if len(compared) == 0 {
		w.WriteString("No figures for the binding on sobek in this run.\n\n")
		return
	}
	fmt.Fprintf(w, "The same binding, generated for grafana/sobek (sobek/, by internal/gensobek), runs every case of the "+
		"decode, encode, encodeInto, string form and Enable tables in the same process, right after the goja binding's "+
		"run of the same case (bench/js/engine_goja_test.go and its generated copy engine_sobek_test.go). sobek/goja is "+
		"sobek's speed over goja's (for Enable, goja's µs over sobek's); the bar is ≥ %.1f in every row but the engines' own New.\n\n", sobekBar)
	fmt.Fprintf(w, "Rows compared: %d. At or above %.1f: %d. Lowest sobek/goja: %.2f (%s).", len(compared), sobekBar,
		len(compared)-len(below), lowest, lowestRow)
	if len(below) > 0 {
		w.WriteString(" Below the bar: " + strings.Join(below, "; ") + ".")
	}
	w.WriteString("\n\n")
}
