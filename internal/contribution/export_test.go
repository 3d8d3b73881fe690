package contribution

// TrigramPhrases lets the external tests check the index query of a term.
var TrigramPhrases = trigramPhrases
