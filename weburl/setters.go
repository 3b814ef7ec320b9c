package weburl

import "strings"

// The URL API's setters (https://url.spec.whatwg.org/#urlutils-members).
// Each changes u as the attribute's setter changes a URL object's URL,
// leaving u as it was where the setter does nothing. Their options are
// Parse's (the username and password setters run no parser). URLSearchParams' query
// object is the caller's (SetHref and SetSearch return nothing for it: the
// caller re-reads Query).

// SetHref implements the href setter: u becomes the result of parsing
// value, or ErrInvalid is returned (the setter's TypeError) and u is
// unchanged.
func (u *URL) SetHref(value string, opts ...Option) error {
	parsed, err := Parse(value, nil, opts...)
	if err != nil {
		return err
	}
	*u = *parsed
	return nil
}

// SetProtocol implements the protocol setter: value and ":" parsed with
// scheme start state as the state override.
func (u *URL) SetProtocol(value string, opts ...Option) {
	u.runSetter(value+":", schemeStartState, opts)
}

// SetUsername implements the username setter.
func (u *URL) SetUsername(value string) {
	// 1. If this's URL cannot have a username/password/port, then return.
	if u.cannotHaveUsernamePasswordPort() {
		return
	}
	// 2. Set the username given this's URL and the given value.
	u.username = utf8PercentEncodeString(value, userinfoSet, nil)
}

// SetPassword implements the password setter.
func (u *URL) SetPassword(value string) {
	if u.cannotHaveUsernamePasswordPort() {
		return
	}
	u.password = utf8PercentEncodeString(value, userinfoSet, nil)
}

// SetHost implements the host setter.
func (u *URL) SetHost(value string, opts ...Option) {
	// 1. If this's URL has an opaque path, then return.
	if u.hasOpaquePath {
		return
	}
	// 2. Basic URL parse the given value with host state as state override.
	u.runSetter(value, hostState, opts)
}

// SetHostname implements the hostname setter.
func (u *URL) SetHostname(value string, opts ...Option) {
	if u.hasOpaquePath {
		return
	}
	u.runSetter(value, hostnameState, opts)
}

// SetPort implements the port setter.
func (u *URL) SetPort(value string, opts ...Option) {
	// 1. If this's URL cannot have a username/password/port, then return.
	if u.cannotHaveUsernamePasswordPort() {
		return
	}
	// 2. The empty string: the port becomes null.
	if value == "" {
		u.port = -1
		return
	}
	// 3. Otherwise, basic URL parse with port state as state override.
	u.runSetter(value, portState, opts)
}

// SetPathname implements the pathname setter.
func (u *URL) SetPathname(value string, opts ...Option) {
	// 1. If this's URL has an opaque path, then return.
	if u.hasOpaquePath {
		return
	}
	// 2. Empty this's URL's path.
	u.path = u.path[:0]
	// 3. Basic URL parse with path start state as state override.
	u.runSetter(value, pathStartState, opts)
}

// SetSearch implements the search setter (the query object's list is the
// caller's to update from Query).
func (u *URL) SetSearch(value string, opts ...Option) {
	// 2. The empty string: the query becomes null. (An opaque path keeps
	// its trailing spaces: the opaque path state already wrote the last
	// space before a query as "%20".)
	if value == "" {
		u.query, u.hasQuery = "", false
		return
	}
	// 3. A single leading "?" is removed.
	input := strings.TrimPrefix(value, "?")
	// 4-5. The query becomes the empty string, and input is parsed with
	// query state as state override.
	u.query, u.hasQuery = "", true
	u.runSetter(input, queryState, opts)
}

// SetHash implements the hash setter.
func (u *URL) SetHash(value string, opts ...Option) {
	// 1. The empty string: the fragment becomes null.
	if value == "" {
		u.fragment, u.hasFragment = "", false
		return
	}
	// 2-4. A single leading "#" removed; the fragment becomes the empty
	// string and input is parsed with fragment state as state override.
	input := strings.TrimPrefix(value, "#")
	u.fragment, u.hasFragment = "", true
	u.runSetter(input, fragmentState, opts)
}

// SetQuery sets u's query as URLSearchParams' "update steps" 3-4 do: a
// null query when hasQuery is false, query otherwise.
func (u *URL) SetQuery(query string, hasQuery bool) {
	u.query, u.hasQuery = query, hasQuery
}

// runSetter runs the basic URL parser on value with u as url and the state
// override st.
func (u *URL) runSetter(value string, st state, opts []Option) {
	o := applyOptions(opts)
	basicParse(value, nil, u, st, &o)
}
