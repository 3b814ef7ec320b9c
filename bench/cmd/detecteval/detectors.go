package main

import (
	"strings"

	gogs "github.com/gogs/chardet"
	saintfish "github.com/saintfish/chardet"
	"github.com/textcodec/textcodec"
	"github.com/textcodec/textcodec/detect"
	wlynxg "github.com/wlynxg/chardet"
	"golang.org/x/net/html/charset"
)

// A detector is one detector under evaluation: guess returns its answer for
// a sample as an encoding of the Encoding Standard (nil when its answer
// names none).
type detector struct {
	name  string
	guess func(b []byte, tld string) *textcodec.Encoding
	// reliable reports whether the last guess was flagged reliable (nil
	// for detectors without such a flag).
	reliable func() bool
}

// peerNames maps the names peers answer with that are not labels of the
// Encoding Standard but mean one of its encodings.
var peerNames = map[string]string{
	"gb-18030":    "gb18030",
	"macroman":    "macintosh",
	"maccyrillic": "x-mac-cyrillic",
	"tis-620":     "windows-874",
	"cp949":       "euc-kr",
	"ascii":       "windows-1252",
	"iso-8859-11": "windows-874",
}

func lookupPeer(name string) *textcodec.Encoding {
	if alias, ok := peerNames[strings.ToLower(name)]; ok {
		name = alias
	}
	return textcodec.Lookup(name)
}

func detectors() []detector {
	d := detect.New()
	var last detect.Result
	reliable := func() bool { return last.Reliable }
	saint := saintfish.NewTextDetector()
	gogsDet := gogs.NewTextDetector()
	return []detector{
		{"textcodec/detect", func(b []byte, _ string) *textcodec.Encoding {
			d.Reset()
			d.Feed(b, true)
			last = d.Guess(detect.Options{AllowUTF8: true})
			return last.Encoding
		}, reliable},
		{"textcodec/detect +TLD", func(b []byte, tld string) *textcodec.Encoding {
			d.Reset()
			d.Feed(b, true)
			last = d.Guess(detect.Options{TLD: tld, AllowUTF8: true})
			return last.Encoding
		}, reliable},
		{"saintfish/chardet", func(b []byte, _ string) *textcodec.Encoding {
			r, err := saint.DetectBest(b)
			if err != nil {
				return nil
			}
			return lookupPeer(r.Charset)
		}, nil},
		{"gogs/chardet", func(b []byte, _ string) *textcodec.Encoding {
			r, err := gogsDet.DetectBest(b)
			if err != nil {
				return nil
			}
			return lookupPeer(r.Charset)
		}, nil},
		{"wlynxg/chardet", func(b []byte, _ string) *textcodec.Encoding {
			return lookupPeer(wlynxg.Detect(b).Encoding)
		}, nil},
		{"x/net/html/charset", func(b []byte, _ string) *textcodec.Encoding {
			_, name, _ := charset.DetermineEncoding(b, "")
			return lookupPeer(name)
		}, nil},
	}
}
