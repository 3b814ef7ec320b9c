// The URL API's setters: each row is the URL, the attribute, the value,
// and the href after setting it.
const rows = [
  ["a://example.net", "protocol", "B", "b://example.net"],
  ["http://example.net", "protocol", "b", "http://example.net/"],
  ["ssh://me@example.net", "protocol", "http", "ssh://me@example.net"],
  ["http://foo.com:443/", "protocol", "https", "https://foo.com/"],
  ["http://example.net", "protocol", "https:foo : bar", "https://example.net/"],
  ["http://example.net", "username", "me@:/", "http://me%40%3A%2F@example.net/"],
  ["unix:/run/foo.socket", "username", "me", "unix:/run/foo.socket"],
  ["http://me:secret@example.net", "password", "", "http://me@example.net/"],
  ["file://host/", "password", "x", "file://host/"],
  ["http://example.net", "host", "example.com:8080", "http://example.com:8080/"],
  ["http://example.net:8080", "host", "example.com:", "http://example.com:8080/"],
  ["http://example.net/path", "host", "example.com:65536", "http://example.com/path"],
  ["sc://x/", "host", "\u00df", "sc://%C3%9F/"],
  ["https://x/", "host", "\u00df", "https://xn--zca/"],
  ["data:text/plain,Stuff", "host", "example.net", "data:text/plain,Stuff"],
  ["http://example.net/path", "hostname", "example.com:8080", "http://example.net/path"],
  ["non-spec:/.//p", "hostname", "h", "non-spec://h//p"],
  ["file://y/", "hostname", "loc%41lhost", "file:///"],
  ["http://example.net", "port", "8080stuff2", "http://example.net:8080/"],
  ["http://example.net:8080", "port", "", "http://example.net/"],
  ["https://example.net:4433", "port", "443", "https://example.net/"],
  ["http://example.net:8080/path", "port", "65536", "http://example.net:8080/path"],
  ["file://test/", "port", "12", "file://test/"],
  ["foo://somehost/some/path", "pathname", "", "foo://somehost"],
  ["foo:/some/path", "pathname", "", "foo:/"],
  ["http://example.net/home?lang=fr#nav", "pathname", "\\a\\%2E\\b\\%2e.\\c", "http://example.net/a/c?lang=fr#nav"],
  ["http://example.net", "pathname", "?#", "http://example.net/%3F%23"],
  ["file:///", "pathname", "C|/", "file:///C:/"],
  ["https://example.net?lang=en-US#nav", "search", "??lang=fr", "https://example.net/??lang=fr#nav"],
  ["https://example.net?lang=en-US#nav", "search", "", "https://example.net/#nav"],
  ["data:space    ?query", "search", "", "data:space   %20"],
  ["sc:space  ?query#fragment", "search", "", "sc:space %20#fragment"],
  ["https://example.net?lang=en-US", "hash", "##nav", "https://example.net/?lang=en-US##nav"],
  ["data:space    #fragment", "hash", "", "data:space   %20"],
  ["sc:space  ?query#fragment", "hash", "", "sc:space %20?query"],
  ["http://example.net", "hash", "a\u0000b`", "http://example.net/#a%00b%60"],
];

for (const [href, attribute, value, expected] of rows) {
  test(() => {
    const url = new URL(href);
    url[attribute] = value;
    assert_equals(url.href, expected);
  }, `<${href}>.${attribute} = ${JSON.stringify(value)}`);
}

test(() => {
  const url = new URL("http://example.net/");
  assert_throws_js(TypeError, () => { url.href = "not a url"; });
  assert_equals(url.href, "http://example.net/");
}, "the href setter throws on failure and leaves the URL");
