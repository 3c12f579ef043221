import { base, type Locale } from 'antd-mobile/es/locales/base';
import { mergeLocale } from 'antd-mobile/es/utils/merge-locale';

/** antd-mobile ships no Hindi locale; this is ours, on top of its English base. */
const typeTemplate = '${label} एक मान्य ${type} नहीं है';

const hiIN: Locale = mergeLocale(base, {
  locale: 'hi-IN',
  common: { confirm: 'पुष्टि करें', cancel: 'रद्द करें', loading: 'लोड हो रहा है', close: 'बंद करें' },
  Calendar: {
    title: 'तारीख चुनें',
    confirm: 'पुष्टि करें',
    start: 'शुरू',
    end: 'अंत',
    startAndEnd: 'शुरू/अंत',
    today: 'आज',
    markItems: ['सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि', 'रवि'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: { placeholder: 'चुन रहे हैं' },
  Dialog: { ok: 'ठीक है' },
  DatePicker: { tillNow: 'अब तक' },
  ErrorBlock: {
    default: { title: 'उफ़, कुछ गलत हो गया', description: 'कृपया थोड़ी देर बाद फिर से कोशिश करें' },
    busy: { title: 'उफ़, लोड नहीं हो रहा', description: 'पेज को रीफ़्रेश करके देखें' },
    disconnected: { title: 'नेटवर्क व्यस्त है', description: 'पेज को रीफ़्रेश करके देखें' },
    empty: { title: 'हम्म, यह नहीं मिला...', description: 'कुछ और खोजना चाहेंगे?' },
  },
  Form: {
    required: 'आवश्यक',
    optional: 'वैकल्पिक',
    defaultValidateMessages: {
      default: '${label} की जाँच में त्रुटि',
      required: 'कृपया ${label} दर्ज करें',
      enum: '${label} इनमें से एक होना चाहिए: [${enum}]',
      whitespace: '${label} खाली नहीं हो सकता',
      date: {
        format: '${label} की तारीख का प्रारूप गलत है',
        parse: '${label} को तारीख में नहीं बदला जा सकता',
        invalid: '${label} एक अमान्य तारीख है',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: '${label} ठीक ${len} अक्षरों का होना चाहिए',
        min: '${label} कम से कम ${min} अक्षरों का होना चाहिए',
        max: '${label} अधिकतम ${max} अक्षरों का हो सकता है',
        range: '${label} ${min} से ${max} अक्षरों के बीच होना चाहिए',
      },
      number: {
        len: '${label} ${len} के बराबर होना चाहिए',
        min: '${label} कम से कम ${min} होना चाहिए',
        max: '${label} अधिकतम ${max} हो सकता है',
        range: '${label} ${min} से ${max} के बीच होना चाहिए',
      },
      array: {
        len: '${label} ठीक ${len} होने चाहिए',
        min: 'कम से कम ${min} ${label}',
        max: 'अधिकतम ${max} ${label}',
        range: '${label} की संख्या ${min} से ${max} के बीच होनी चाहिए',
      },
      pattern: { mismatch: '${label} दिए गए पैटर्न ${pattern} से मेल नहीं खाता' },
    },
  },
  ImageUploader: { uploading: 'अपलोड हो रहा है...', upload: 'अपलोड करें' },
  InfiniteScroll: { noMore: 'और कुछ नहीं', failedToLoad: 'लोड नहीं हो सका', retry: 'फिर से कोशिश करें' },
  Input: { clear: 'साफ़ करें' },
  Mask: { name: 'मास्क' },
  Modal: { ok: 'ठीक है' },
  NumberKeyboard: { backspace: 'बैकस्पेस' },
  PasscodeInput: { name: 'पासकोड इनपुट' },
  PullToRefresh: { pulling: 'रीफ़्रेश करने के लिए नीचे खींचें', canRelease: 'रीफ़्रेश करने के लिए छोड़ें', complete: 'रीफ़्रेश हो गया' },
  SearchBar: { name: 'खोज बार' },
  Slider: { name: 'स्लाइडर' },
  Stepper: { decrease: 'घटाएँ', increase: 'बढ़ाएँ' },
  Switch: { name: 'स्विच' },
  Selector: { name: 'चयनकर्ता' },
});

export default hiIN;
