package bench

// Text samples for the single-byte encodings whose scripts x/text's
// testdata folder lacks. They were written for this benchmark: ordinary
// prose, mostly letters of the script with spaces and punctuation, so that a
// decoder spends its time outside its ASCII fast path as real text makes it.
// Encodings not listed here use candide-utf-8.txt (French).

type sample struct{ name, text string }

var (
	cyrillic = sample{"Russian", `Над рекой медленно поднимался туман, и старый мост казался длинной серой тенью.
Рыбаки ещё спали, только мельник шёл по берегу с фонарём, считая шаги и ворча на холодный ветер.
В деревне пахло хлебом и дымом; где-то залаяла собака, потом замолчала.
Учитель говорил детям, что каждая книга - это дверь, и что читать нужно медленно, чтобы услышать голос автора.
Осенью дороги размывало дождями, и почта приходила раз в неделю: письма, газеты, иногда посылка из города с яблоками и шерстяными носками.
Зимой озеро замерзало так крепко, что по льду ездили сани, а мальчишки целыми днями гоняли шайбу до темноты.
Весной всё начиналось заново: грачи возвращались на берёзы, в огородах копали грядки, а старики спорили о погоде у колодца.
`}
	greek = sample{"Greek", `Το πρωί η θάλασσα ήταν ήσυχη και τα καΐκια γύριζαν αργά στο λιμάνι.
Οι ψαράδες άπλωναν τα δίχτυα τους στον ήλιο, ενώ τα παιδιά έτρεχαν στην παραλία φωνάζοντας.
Στην πλατεία του χωριού ο δάσκαλος διάβαζε την εφημερίδα κάτω από τον πλάτανο και σχολίαζε τα νέα με τον παπά.
Το απόγευμα φύσηξε μελτέμι, και οι γυναίκες μάζεψαν τα ρούχα από τις αυλές πριν σκοτεινιάσει.
Το βράδυ η ταβέρνα γέμισε κόσμο, ακούστηκε μουσική και κανείς δεν βιαζόταν να γυρίσει σπίτι.
`}
	hebrew = sample{"Hebrew", `בבוקר ירד גשם קל על העיר, והרחובות התמלאו באנשים עם מטריות.
בשוק הציעו הסוחרים תפוזים, זיתים ולחם טרי, והריח התפשט בין הדוכנים.
המורה סיפרה לתלמידים על ההיסטוריה של הנמל הישן ועל הספינות שהגיעו מארצות רחוקות.
בערב ישבה המשפחה סביב השולחן, שתתה תה וקראה מכתבים מהקרובים שגרים מעבר לים.
בלילה נשבה רוח חזקה מן המדבר, והכלבים נבחו עד שהשחר עלה מעל ההרים.
`}
	arabic = sample{"Arabic", `في الصباح الباكر خرج الصياد إلى البحر، وكانت الأمواج هادئة والسماء صافية.
جلس الأطفال على الشاطئ يراقبون القوارب الصغيرة وهي تبتعد ببطء.
في السوق القديم باع التجار التمر والقهوة والتوابل، وتبادل الناس الأخبار والقصص.
وعندما حل المساء عاد الجميع إلى بيوتهم، وأضاءت النوافذ واحدة بعد الأخرى.
كان الجد يحكي عن السفن التي كانت تأتي من الهند محملة بالحرير والخشب والعطور.
`}
	thai = sample{"Thai", `ตอนเช้าฝนตกเบา ๆ ที่ตลาดริมน้ำ แม่ค้าพายเรือขายผลไม้และขนมหวาน
เด็ก ๆ วิ่งเล่นบนสะพานไม้ ส่วนคุณยายนั่งเล่านิทานเก่าให้หลานฟัง
เมื่อถึงเวลาเย็น แสงอาทิตย์สีส้มสะท้อนบนผิวน้ำ และเสียงระฆังจากวัดก็ดังมาแต่ไกล
ชาวนาในหมู่บ้านเริ่มไถนาหลังฝนแรก และนกกระยางบินตามควายไปทั่วทุ่ง
`}
	czech = sample{"Czech", `Ráno se nad řekou zvedala mlha a starý most vypadal jako dlouhý šedý stín.
Rybáři ještě spali, jen mlynář šel po břehu s lucernou, počítal kroky a bručel na studený vítr.
Ve vesnici vonělo čerstvé pečivo a kouř; někde zaštěkal pes a zase utichl.
Učitelka říkala dětem, že každá kniha je dveřmi do jiného světa a že číst se má pomalu.
Na podzim rozbláceným cestám nikdo nevěřil, a pošta proto přicházela jen jednou týdně.
`}
	lithuanian = sample{"Lithuanian", `Rytą virš upės kilo rūkas, o senas tiltas atrodė kaip ilgas pilkas šešėlis.
Žvejai dar miegojo, tik malūnininkas ėjo pakrante su žibintu ir skaičiavo žingsnius.
Kaime kvepėjo duona ir dūmais; kažkur sulojo šuo ir vėl nutilo.
Mokytoja sakė vaikams, kad kiekviena knyga yra durys į kitą pasaulį.
Rudenį keliai pažliugdavo, todėl paštas ateidavo tik kartą per savaitę.
`}
)

// singleByteSample maps a single-byte encoding's name to its sample.
var singleByteSample = map[string]sample{
	"IBM866":         cyrillic,
	"ISO-8859-5":     cyrillic,
	"KOI8-R":         cyrillic,
	"KOI8-U":         cyrillic,
	"windows-1251":   cyrillic,
	"x-mac-cyrillic": cyrillic,
	"ISO-8859-7":     greek,
	"windows-1253":   greek,
	"ISO-8859-8":     hebrew,
	"ISO-8859-8-I":   hebrew,
	"windows-1255":   hebrew,
	"ISO-8859-6":     arabic,
	"windows-1256":   arabic,
	"windows-874":    thai,
	"ISO-8859-2":     czech,
	"windows-1250":   czech,
	"ISO-8859-4":     lithuanian,
	"ISO-8859-13":    lithuanian,
	"windows-1257":   lithuanian,
}
