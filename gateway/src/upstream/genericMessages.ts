/**
 * What a shopper reads instead of an upstream message that cannot be shown (see
 * upstreamMessages.ts), in each interface language; by kind of answer.
 */
export type MessageKind = 'rejected' | 'unauthenticated' | 'success';

const MESSAGES: Record<string, Record<MessageKind, string>> = {
  en: {
    rejected: 'The request could not be completed. Please try again later.',
    unauthenticated: 'Please login first',
    success: 'Done',
  },
  'zh-cn': { rejected: '请求未能完成，请稍后再试。', unauthenticated: '请先登录', success: '操作成功' },
  jp: {
    rejected: 'リクエストを完了できませんでした。しばらくしてからもう一度お試しください。',
    unauthenticated: '先にログインしてください',
    success: '完了しました',
  },
  kr: {
    rejected: '요청을 완료할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    unauthenticated: '먼저 로그인해 주세요',
    success: '완료되었습니다',
  },
  th: {
    rejected: 'ไม่สามารถดำเนินการตามคำขอได้ โปรดลองอีกครั้งในภายหลัง',
    unauthenticated: 'กรุณาเข้าสู่ระบบก่อน',
    success: 'เรียบร้อยแล้ว',
  },
  id: {
    rejected: 'Permintaan tidak dapat diselesaikan. Silakan coba lagi nanti.',
    unauthenticated: 'Silakan masuk terlebih dahulu',
    success: 'Berhasil',
  },
  vi: {
    rejected: 'Không thể hoàn tất yêu cầu. Vui lòng thử lại sau.',
    unauthenticated: 'Vui lòng đăng nhập trước',
    success: 'Đã xong',
  },
  de: {
    rejected: 'Die Anfrage konnte nicht abgeschlossen werden. Bitte versuchen Sie es später erneut.',
    unauthenticated: 'Bitte melden Sie sich zuerst an',
    success: 'Erledigt',
  },
  ar: {
    rejected: 'تعذّر إتمام الطلب. يُرجى المحاولة مرة أخرى لاحقًا.',
    unauthenticated: 'يرجى تسجيل الدخول أولاً',
    success: 'تم بنجاح',
  },
  fr: {
    rejected: 'La demande n’a pas pu aboutir. Veuillez réessayer plus tard.',
    unauthenticated: 'Veuillez d’abord vous connecter',
    success: 'Terminé',
  },
  hi: {
    rejected: 'अनुरोध पूरा नहीं हो सका। कृपया बाद में फिर से प्रयास करें।',
    unauthenticated: 'कृपया पहले लॉग इन करें',
    success: 'हो गया',
  },
  it: {
    rejected: 'Impossibile completare la richiesta. Riprova più tardi.',
    unauthenticated: 'Effettua prima l’accesso',
    success: 'Fatto',
  },
  tr: {
    rejected: 'İstek tamamlanamadı. Lütfen daha sonra tekrar deneyin.',
    unauthenticated: 'Lütfen önce giriş yapın',
    success: 'Tamamlandı',
  },
  es: {
    rejected: 'No se pudo completar la solicitud. Inténtelo de nuevo más tarde.',
    unauthenticated: 'Inicie sesión primero',
    success: 'Hecho',
  },
  ms: {
    rejected: 'Permintaan tidak dapat diselesaikan. Sila cuba lagi kemudian.',
    unauthenticated: 'Sila log masuk dahulu',
    success: 'Selesai',
  },
};

/** The generic message of a kind in the request's language (English when unknown). */
export function genericMessage(kind: MessageKind, lang: string | undefined): string {
  const messages = MESSAGES[(lang ?? 'en').toLowerCase()] ?? MESSAGES['en']!;
  return messages[kind];
}

export const GENERIC_MESSAGE_LANGUAGES = Object.keys(MESSAGES);
