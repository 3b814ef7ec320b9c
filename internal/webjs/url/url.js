// ---------------------------------------------------------------------------
// URL (https://url.spec.whatwg.org/#url-class).
//
// A URL object's record holds its URL (a Go handle, ops.go) and its query
// object: the URLSearchParams made when a script first reads searchParams
// (made then from the URL's query, as one made by the constructor would be
// by then: [SameObject] cannot tell the difference).

// The attributes, by the numbers the Go operations take (ops.go's attr*).
const HREF = 0, ORIGIN = 1, PROTOCOL = 2, USERNAME = 3, PASSWORD = 4, HOST = 5,
	HOSTNAME = 6, PORT = 7, PATHNAME = 8, SEARCH = 9, HASH = 10;

function newURLRecord(handle) {
	return { __proto__: null, handle, query: null };
}

// parseURL runs the "API URL parser" on the arguments of the
// constructor, parse and canParse: a Go handle, or null on failure.
function parseURL(url, base) {
	const input = toUSVString(url);
	if (base === undefined) return $parse(input, undefined);
	return $parse(input, toUSVString(base));
}

let urlRecord;
class URL {
	#u;
	constructor(url, base = undefined) {
		requireArguments(arguments.length, 1, 'URL');
		if (url === INTERNAL) {
			this.#u = base;
			return;
		}
		const handle = parseURL(url, base);
		if (handle === null) throw new $TypeError(`URL: invalid URL`);
		this.#u = newURLRecord(handle);
	}
	static {
		urlRecord = (o) => (isObject(o) && #u in o ? o.#u : undefined);
	}
	static parse(url, base = undefined) {
		requireArguments(arguments.length, 1, 'URL.parse');
		const handle = parseURL(url, base);
		if (handle === null) return null;
		return new URL(INTERNAL, newURLRecord(handle));
	}
	static canParse(url, base = undefined) {
		requireArguments(arguments.length, 1, 'URL.canParse');
		const input = toUSVString(url);
		return $canParse(input, base === undefined ? undefined : toUSVString(base));
	}
	get href() {
		return $get(urlSlots(this, 'href').handle, HREF);
	}
	set href(value) {
		const u = urlSlots(this, 'href');
		requireArguments(arguments.length, 1, 'URL.href');
		// A failure is a TypeError; the query object's list follows.
		if (!$set(u.handle, HREF, toUSVString(value), queryHandle(u))) throw new $TypeError(`URL.href: invalid URL`);
	}
	get origin() {
		return $get(urlSlots(this, 'origin').handle, ORIGIN);
	}
	get protocol() {
		return $get(urlSlots(this, 'protocol').handle, PROTOCOL);
	}
	set protocol(value) {
		setAttribute(this, arguments.length, 'protocol', PROTOCOL, value);
	}
	get username() {
		return $get(urlSlots(this, 'username').handle, USERNAME);
	}
	set username(value) {
		setAttribute(this, arguments.length, 'username', USERNAME, value);
	}
	get password() {
		return $get(urlSlots(this, 'password').handle, PASSWORD);
	}
	set password(value) {
		setAttribute(this, arguments.length, 'password', PASSWORD, value);
	}
	get host() {
		return $get(urlSlots(this, 'host').handle, HOST);
	}
	set host(value) {
		setAttribute(this, arguments.length, 'host', HOST, value);
	}
	get hostname() {
		return $get(urlSlots(this, 'hostname').handle, HOSTNAME);
	}
	set hostname(value) {
		setAttribute(this, arguments.length, 'hostname', HOSTNAME, value);
	}
	get port() {
		return $get(urlSlots(this, 'port').handle, PORT);
	}
	set port(value) {
		setAttribute(this, arguments.length, 'port', PORT, value);
	}
	get pathname() {
		return $get(urlSlots(this, 'pathname').handle, PATHNAME);
	}
	set pathname(value) {
		setAttribute(this, arguments.length, 'pathname', PATHNAME, value);
	}
	get search() {
		return $get(urlSlots(this, 'search').handle, SEARCH);
	}
	set search(value) {
		setAttribute(this, arguments.length, 'search', SEARCH, value);
	}
	get searchParams() {
		const u = urlSlots(this, 'searchParams');
		if (u.query === null) u.query = newSearchParamsOfURL(u);
		return u.query;
	}
	get hash() {
		return $get(urlSlots(this, 'hash').handle, HASH);
	}
	set hash(value) {
		setAttribute(this, arguments.length, 'hash', HASH, value);
	}
	toJSON() {
		return $get(urlSlots(this, 'toJSON').handle, HREF);
	}
	toString() {
		return $get(urlSlots(this, 'toString').handle, HREF);
	}
}
makeInterface(URL, 'URL');

function urlSlots(o, member) {
	const u = urlRecord(o);
	if (u === undefined) throw brandError('URL', member);
	return u;
}

// setAttribute runs the setter of the attribute attr, called with n
// arguments (ops.go's set, which also refreshes the query object's list
// where the standard says so).
function setAttribute(o, n, member, attr, value) {
	const u = urlSlots(o, member);
	requireArguments(n, 1, `URL.${member}`);
	$set(u.handle, attr, toUSVString(value), queryHandle(u));
}

// queryHandle returns the Go handle of the URL's query object's list, or
// null when the URL has no query object yet.
function queryHandle(u) {
	return u.query === null ? null : searchParamsRecord(u.query).list;
}
