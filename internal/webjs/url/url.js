// ---------------------------------------------------------------------------
// URL (https://url.spec.whatwg.org/#url-class).
//
// A URL object holds its URL (a Go handle, ops.go) and its query object in
// private fields: the URLSearchParams made when a script first reads
// searchParams (made then from the URL's query, as one made by the
// constructor would be by then: [SameObject] cannot tell the difference).

// The attributes, by the numbers the Go operations take (ops.go's attr*).
const HREF = 0, ORIGIN = 1, PROTOCOL = 2, USERNAME = 3, PASSWORD = 4, HOST = 5,
	HOSTNAME = 6, PORT = 7, PATHNAME = 8, SEARCH = 9, HASH = 10;

// parseURL runs the "API URL parser" on the arguments of the
// constructor, parse and canParse: a Go handle, or null on failure.
function parseURL(url, base) {
	const input = toUSVString(url);
	if (base === undefined) return $parse(input, undefined);
	return $parse(input, toUSVString(base));
}

let urlHandle, urlQuery, urlQueryIfMade, isURL;
class URL {
	#h;
	#q = null;
	constructor(url, base = undefined) {
		// Without arguments (url and base undefined) the constructor would
		// parse "undefined" without a base, which fails: the argument-count
		// check needs no arguments object.
		if (url === INTERNAL) {
			this.#h = base;
			return;
		}
		const handle = parseURL(url, base);
		if (handle === null) throw new $TypeError(url === undefined && base === undefined ? 'URL: 1 argument required' : 'URL: invalid URL');
		this.#h = handle;
	}
	static {
		// urlHandle returns a URL object's handle, after its brand check;
		// urlQuery its query object, made on first use.
		urlHandle = (o, member) => {
			if (!isObject(o) || !(#h in o)) throw brandError('URL', member);
			return o.#h;
		};
		urlQuery = (o) => {
			if (o.#q === null) o.#q = newSearchParamsOfURL(o.#h);
			return o.#q;
		};
		urlQueryIfMade = (o) => o.#q;
		isURL = (o) => isObject(o) && #h in o;
	}
	static parse(url, base = undefined) {
		requireArguments(arguments.length, 1, 'URL.parse');
		const handle = parseURL(url, base);
		if (handle === null) return null;
		return new URL(INTERNAL, handle);
	}
	static canParse(url, base = undefined) {
		requireArguments(arguments.length, 1, 'URL.canParse');
		const input = toUSVString(url);
		return $canParse(input, base === undefined ? undefined : toUSVString(base));
	}
	get href() {
		return $get(urlHandle(this, 'href'), HREF);
	}
	set href(value) {
		const handle = urlHandle(this, 'href');
		requireArguments(arguments.length, 1, 'URL.href');
		// A failure is a TypeError; the query object's list follows.
		const query = urlQueryIfMade(this);
		if (!$set(handle, HREF, toUSVString(value), query === null ? null : searchParamsList(query))) throw new $TypeError(`URL.href: invalid URL`);
	}
	get origin() {
		return $get(urlHandle(this, 'origin'), ORIGIN);
	}
	get protocol() {
		return $get(urlHandle(this, 'protocol'), PROTOCOL);
	}
	set protocol(value) {
		setAttribute(this, arguments.length, 'protocol', PROTOCOL, value);
	}
	get username() {
		return $get(urlHandle(this, 'username'), USERNAME);
	}
	set username(value) {
		setAttribute(this, arguments.length, 'username', USERNAME, value);
	}
	get password() {
		return $get(urlHandle(this, 'password'), PASSWORD);
	}
	set password(value) {
		setAttribute(this, arguments.length, 'password', PASSWORD, value);
	}
	get host() {
		return $get(urlHandle(this, 'host'), HOST);
	}
	set host(value) {
		setAttribute(this, arguments.length, 'host', HOST, value);
	}
	get hostname() {
		return $get(urlHandle(this, 'hostname'), HOSTNAME);
	}
	set hostname(value) {
		setAttribute(this, arguments.length, 'hostname', HOSTNAME, value);
	}
	get port() {
		return $get(urlHandle(this, 'port'), PORT);
	}
	set port(value) {
		setAttribute(this, arguments.length, 'port', PORT, value);
	}
	get pathname() {
		return $get(urlHandle(this, 'pathname'), PATHNAME);
	}
	set pathname(value) {
		setAttribute(this, arguments.length, 'pathname', PATHNAME, value);
	}
	get search() {
		return $get(urlHandle(this, 'search'), SEARCH);
	}
	set search(value) {
		setAttribute(this, arguments.length, 'search', SEARCH, value);
	}
	get searchParams() {
		urlHandle(this, 'searchParams');
		return urlQuery(this);
	}
	get hash() {
		return $get(urlHandle(this, 'hash'), HASH);
	}
	set hash(value) {
		setAttribute(this, arguments.length, 'hash', HASH, value);
	}
	toJSON() {
		return $get(urlHandle(this, 'toJSON'), HREF);
	}
	toString() {
		return $get(urlHandle(this, 'toString'), HREF);
	}
}
makeInterface(URL, 'URL');

// setAttribute runs the setter of the attribute attr, called with n
// arguments (ops.go's set, which also refreshes the query object's list,
// when it was made, where the standard says so).
function setAttribute(o, n, member, attr, value) {
	const handle = urlHandle(o, member);
	requireArguments(n, 1, `URL.${member}`);
	const query = urlQueryIfMade(o);
	$set(handle, attr, toUSVString(value), query === null ? null : searchParamsList(query));
}
