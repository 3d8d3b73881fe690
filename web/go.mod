// This go.mod keeps the Go tool out of web/: npm packages sometimes ship
// .go files (node_modules/flatted does), which "go test ./..." would pick up.
module inno/web

go 1.26
