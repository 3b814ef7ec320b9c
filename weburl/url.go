package weburl

import (
	"strconv"
	"strings"
)

// A URL is the URL Standard's URL record
// (https://url.spec.whatwg.org/#concept-url), made by Parse. Its methods
// named after the URL interface's attributes (Href, Protocol, Username,
// ..., Hash) return what those getters return, and its Set methods do what
// their setters do; the zero URL is not valid. A URL is not safe for
// concurrent use while a Set method runs.
type URL struct {
	scheme   string
	username string
	password string
	host     string // the host, serialized; meaningful when hasHost
	hasHost  bool
	port     int // -1 when null

	// path is the path when it is a list of segments; opaque, when
	// hasOpaquePath, is an opaque path.
	path          []string
	opaque        string
	hasOpaquePath bool

	query       string
	hasQuery    bool
	fragment    string
	hasFragment bool
}

// specialSchemes maps each special scheme to its default port (-1: none).
func defaultPort(scheme string) (port int, special bool) {
	switch scheme {
	case "http", "ws":
		return 80, true
	case "https", "wss":
		return 443, true
	case "ftp":
		return 21, true
	case "file":
		return -1, true
	}
	return -1, false
}

func isSpecialScheme(scheme string) bool {
	_, special := defaultPort(scheme)
	return special
}

// IsSpecial reports whether u's scheme is a special scheme.
func (u *URL) IsSpecial() bool { return isSpecialScheme(u.scheme) }

func (u *URL) includesCredentials() bool { return u.username != "" || u.password != "" }

// cannotHaveUsernamePasswordPort implements "cannot have a
// username/password/port".
func (u *URL) cannotHaveUsernamePasswordPort() bool {
	return !u.hasHost || u.host == "" || u.scheme == "file"
}

// Scheme returns u's scheme (without the ":").
func (u *URL) Scheme() string { return u.scheme }

// HasOpaquePath reports whether u's path is an opaque path (u is what the
// standard once called "cannot-be-a-base-URL").
func (u *URL) HasOpaquePath() bool { return u.hasOpaquePath }

// Query returns u's query and whether it is non-null.
func (u *URL) Query() (string, bool) { return u.query, u.hasQuery }

// Fragment returns u's fragment and whether it is non-null.
func (u *URL) Fragment() (string, bool) { return u.fragment, u.hasFragment }

// Clone returns a copy of u that shares nothing mutable with it.
func (u *URL) Clone() *URL {
	c := *u
	c.path = append([]string(nil), u.path...)
	return &c
}

// String returns the serialization of u: Href.
func (u *URL) String() string { return u.Href() }

// Href implements the href getter: the URL serializer.
func (u *URL) Href() string { return string(u.appendSerialized(nil, false)) }

// Serialize implements the URL serializer
// (https://url.spec.whatwg.org/#concept-url-serializer), with or without
// the fragment.
func (u *URL) Serialize(excludeFragment bool) string {
	return string(u.appendSerialized(nil, excludeFragment))
}

func (u *URL) appendSerialized(b []byte, excludeFragment bool) []byte {
	// 1. Let output be url's scheme and ":" concatenated.
	b = append(b, u.scheme...)
	b = append(b, ':')
	// 2. If url's host is non-null: "//", the credentials, the host and
	// the port.
	if u.hasHost {
		b = append(b, "//"...)
		if u.includesCredentials() {
			b = append(b, u.username...)
			if u.password != "" {
				b = append(b, ':')
				b = append(b, u.password...)
			}
			b = append(b, '@')
		}
		b = append(b, u.host...)
		if u.port >= 0 {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(u.port), 10)
		}
	}
	// 3. A null host, a path of more than one segment starting with the
	// empty string: "/." so that the path does not read as a host.
	if !u.hasHost && !u.hasOpaquePath && len(u.path) > 1 && u.path[0] == "" {
		b = append(b, "/."...)
	}
	// 4. The URL path serializer.
	b = u.appendPath(b)
	// 5-6. The query and the fragment.
	if u.hasQuery {
		b = append(b, '?')
		b = append(b, u.query...)
	}
	if !excludeFragment && u.hasFragment {
		b = append(b, '#')
		b = append(b, u.fragment...)
	}
	return b
}

// appendPath implements the "URL path serializer".
func (u *URL) appendPath(b []byte) []byte {
	if u.hasOpaquePath {
		return append(b, u.opaque...)
	}
	for _, segment := range u.path {
		b = append(b, '/')
		b = append(b, segment...)
	}
	return b
}

// Protocol implements the protocol getter: the scheme and ":".
func (u *URL) Protocol() string { return u.scheme + ":" }

// Username implements the username getter.
func (u *URL) Username() string { return u.username }

// Password implements the password getter.
func (u *URL) Password() string { return u.password }

// Host implements the host getter: the host, and ":" and the port when the
// port is non-null.
func (u *URL) Host() string {
	if !u.hasHost {
		return ""
	}
	if u.port < 0 {
		return u.host
	}
	return u.host + ":" + strconv.Itoa(u.port)
}

// Hostname implements the hostname getter.
func (u *URL) Hostname() string {
	if !u.hasHost {
		return ""
	}
	return u.host
}

// Port implements the port getter.
func (u *URL) Port() string {
	if u.port < 0 {
		return ""
	}
	return strconv.Itoa(u.port)
}

// Pathname implements the pathname getter: the URL path serializer.
func (u *URL) Pathname() string { return string(u.appendPath(nil)) }

// Search implements the search getter: "" for a null or empty query, else
// "?" and the query.
func (u *URL) Search() string {
	if u.query == "" {
		return ""
	}
	return "?" + u.query
}

// Hash implements the hash getter.
func (u *URL) Hash() string {
	if u.fragment == "" {
		return ""
	}
	return "#" + u.fragment
}

// Origin implements the origin getter: the serialization of u's origin
// (https://url.spec.whatwg.org/#concept-url-origin), "null" for an opaque
// origin. A "blob:" URL has no blob URL entry here.
func (u *URL) Origin() string {
	switch u.scheme {
	case "blob":
		// 2-4. The origin of the URL its path parses to, when that is an
		// http(s) URL.
		pathURL, err := Parse(u.Pathname(), nil)
		if err == nil && (pathURL.scheme == "http" || pathURL.scheme == "https") {
			return pathURL.Origin()
		}
		return "null"
	case "ftp", "http", "https", "ws", "wss":
		// A tuple origin: scheme, host, port.
		return u.scheme + "://" + u.Host()
	}
	return "null"
}

// shortenPath implements "shorten a URL's path".
func (u *URL) shortenPath() {
	// 2. A file URL's lone normalized Windows drive letter stays.
	if u.scheme == "file" && len(u.path) == 1 && isNormalizedWindowsDriveLetter(u.path[0]) {
		return
	}
	// 3. Remove path's last item, if any.
	if len(u.path) > 0 {
		u.path = u.path[:len(u.path)-1]
	}
}

// isWindowsDriveLetter: an ASCII alpha followed by ":" or "|".
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(rune(s[0])) && (s[1] == ':' || s[1] == '|')
}

// isNormalizedWindowsDriveLetter: an ASCII alpha followed by ":".
func isNormalizedWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isASCIIAlpha(rune(s[0])) && s[1] == ':'
}

// startsWithWindowsDriveLetter implements "starts with a Windows drive
// letter" on the code points of s from i on.
func startsWithWindowsDriveLetter(s []rune, i int) bool {
	if len(s)-i < 2 || !isASCIIAlpha(s[i]) || (s[i+1] != ':' && s[i+1] != '|') {
		return false
	}
	if len(s)-i == 2 {
		return true
	}
	switch s[i+2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

func isASCIIAlpha(c rune) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// isSingleDot: "." or "%2e" (ASCII case-insensitively).
func isSingleDot(s string) bool {
	return s == "." || strings.EqualFold(s, "%2e")
}

// isDoubleDot: "..", ".%2e", "%2e." or "%2e%2e", ASCII case-insensitively.
func isDoubleDot(s string) bool {
	switch len(s) {
	case 2:
		return s == ".."
	case 4:
		return strings.EqualFold(s, ".%2e") || strings.EqualFold(s, "%2e.")
	case 6:
		return strings.EqualFold(s, "%2e%2e")
	}
	return false
}
