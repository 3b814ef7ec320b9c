// URLSearchParams: the form-urlencoded parser and serializer, the list
// operations, the iterator and the link to a URL's query.

test(() => {
  const p = new URLSearchParams("?&a=b+c&&=x&%zz=%41%e3%81%82&a=\u00e9&c");
  assert_equals(p.toString(), "a=b+c&=x&%25zz=A%E3%81%82&a=%C3%A9&c=");
  assert_array_equals(p.getAll("a"), ["b c", "\u00e9"]);
  assert_equals(p.get("%zz"), "A\u3042");
  assert_equals(p.get("c"), "");
  assert_equals(p.get("z"), null);
  assert_equals(p.size, 5);
}, "parsing and serializing");

test(() => {
  const p = new URLSearchParams();
  p.append("a b", "~!'()*-._");
  p.append("\ud83d\ude00", "\ud800");
  assert_equals(p.toString(), "a+b=%7E%21%27%28%29*-._&%F0%9F%98%80=%EF%BF%BD");
}, "the application/x-www-form-urlencoded percent-encode set");

test(() => {
  const p = new URLSearchParams([["z", "1"], ["a", "2"], ["\ufb03", "3"], ["\ud83c\udf08", "4"], ["a", "5"]]);
  p.sort();
  assert_array_equals([...p.keys()], ["a", "a", "z", "\ud83c\udf08", "\ufb03"]);
  assert_array_equals([...p.values()], ["2", "5", "1", "4", "3"]);
  p.set("a", "x");
  assert_equals(p.toString(), "a=x&z=1&%F0%9F%8C%88=4&%EF%AC%83=3");
  p.delete("z", "2");
  assert_true(p.has("z"));
  p.delete("z", "1");
  assert_false(p.has("z"));
  assert_true(p.has("a", "x"));
  assert_false(p.has("a", "y"));
}, "sort by UTF-16 code units, set, delete and has with a value");

test(() => {
  assert_equals(new URLSearchParams({ b: "1", a: "2", b2: "3" }).toString(), "b=1&a=2&b2=3");
  assert_equals(new URLSearchParams([["x", "y"]]).toString(), "x=y");
  assert_throws_js(TypeError, () => new URLSearchParams([["x"]]));
  assert_throws_js(TypeError, () => new URLSearchParams([["x", "y", "z"]]));
}, "init from a record and a sequence");

test(() => {
  const url = new URL("https://example.com/?a=1&b=2#f");
  const p = url.searchParams;
  assert_equals(url.searchParams, p);
  p.append("c", "3 4");
  assert_equals(url.href, "https://example.com/?a=1&b=2&c=3+4#f");
  url.search = "x=\t1";
  assert_equals(p.get("x"), "\t1");
  p.delete("x");
  assert_equals(url.href, "https://example.com/#f");
  url.href = "https://example.com/?q=%20";
  assert_equals(p.get("q"), " ");
}, "the URL's query object");

test(() => {
  const p = new URLSearchParams("a=1&b=2&c=3");
  const seen = [];
  for (const [name, value] of p) {
    seen.push(name + value);
    if (name === "a") p.delete("a");
  }
  assert_array_equals(seen, ["a1", "c3"]);
  const it = p.entries();
  assert_equals(Object.prototype.toString.call(it), "[object URLSearchParams Iterator]");
  assert_equals(Object.getPrototypeOf(Object.getPrototypeOf(it)), Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
}, "iteration reads the list as it is");

test(() => {
  assert_equals(JSON.stringify(new URL("https://a/b")), "\"https://a/b\"");
  assert_equals(URL.parse("b", "https://a/c").href, "https://a/b");
  assert_equals(URL.parse("b"), null);
  assert_true(URL.canParse("b", "https://a/"));
  assert_throws_js(TypeError, () => URL.prototype.toString.call({}));
  assert_throws_js(TypeError, () => URLSearchParams.prototype.get.call(new URL("https://a/"), "x"));
}, "statics, toJSON and brand checks");
