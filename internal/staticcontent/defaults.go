package staticcontent

import (
	"context"
	"fmt"
)

type seed struct{ key, locale, title, content string }

var defaults = []seed{
	{KeyPrivacy, "en", "Privacy notice", "<p>We process the personal data you give us (name, e-mail address, organization details and your contributions) to run the innovation platform: to let you take part, to evaluate and reward ideas, and to keep you informed. Data is kept as long as your account exists and is never sold.</p><p>You may ask for a copy of your data, its correction or its deletion through the contact form.</p>"},
	{KeyPrivacy, "tr", "Gizlilik bildirimi", "<p>Bize verdiğiniz kişisel verileri (ad, e-posta adresi, organizasyon bilgileri ve katkılarınız) inovasyon platformunu işletmek için işleriz: katılımınızı sağlamak, fikirleri değerlendirip ödüllendirmek ve sizi bilgilendirmek. Veriler hesabınız var olduğu sürece saklanır ve asla satılmaz.</p><p>Verilerinizin bir kopyasını, düzeltilmesini ya da silinmesini iletişim formu üzerinden isteyebilirsiniz.</p>"},
	{KeyTerms, "en", "Terms of use", "<p>By using the platform you agree to share ideas in good faith, to respect the other participants and to submit only content you have the right to share. Ideas you submit may be evaluated, developed and implemented by the organization.</p>"},
	{KeyTerms, "tr", "Kullanım koşulları", "<p>Platformu kullanarak fikirleri iyi niyetle paylaşmayı, diğer katılımcılara saygı göstermeyi ve yalnızca paylaşma hakkına sahip olduğunuz içerikleri göndermeyi kabul edersiniz. Gönderdiğiniz fikirler kurum tarafından değerlendirilebilir, geliştirilebilir ve uygulanabilir.</p>"},
	{KeyContact, "en", "Contact", "<p>Questions about the innovation programme, a campaign or your account? Write to us with the form and the innovation office will answer within two working days.</p>"},
	{KeyContact, "tr", "İletişim", "<p>İnovasyon programı, bir kampanya ya da hesabınız hakkında sorunuz mu var? Formla bize yazın; inovasyon ofisi iki iş günü içinde yanıt verir.</p>"},
	{KeyIntroInternal, "en", "Welcome", "<p>Every improvement starts with an idea. Share yours, join the open campaigns and see how your colleagues' ideas move forward.</p>"},
	{KeyIntroInternal, "tr", "Hoş geldiniz", "<p>Her iyileştirme bir fikirle başlar. Fikrinizi paylaşın, açık kampanyalara katılın ve çalışma arkadaşlarınızın fikirlerinin nasıl ilerlediğini görün.</p>"},
	{KeyIntroExternal, "en", "Welcome", "<p>We are looking for ideas from outside our walls. Join our competitions and help us solve real challenges.</p>"},
	{KeyIntroExternal, "tr", "Hoş geldiniz", "<p>Kurumumuzun dışından fikirler arıyoruz. Yarışmalarımıza katılın ve gerçek sorunları çözmemize yardım edin.</p>"},
	{KeyFooter, "en", "Footer", "<p>Inno innovation platform</p>"},
	{KeyFooter, "tr", "Alt bilgi", "<p>Inno inovasyon platformu</p>"},
}

// SeedDefaults writes the default texts of the keys the product uses, for
// every key and locale that has none yet (so an administrator's edit is
// never overwritten).
func SeedDefaults(ctx context.Context, s *Service) error {
	for _, d := range defaults {
		id, err := s.store.IDOf(ctx, d.key, d.locale)
		if err != nil {
			return fmt.Errorf("staticcontent: check default %s/%s: %w", d.key, d.locale, err)
		}
		if id != 0 {
			continue
		}
		c := Content{ContentKey: d.key, Locale: d.locale, Title: d.title, Content: d.content, LastModifiedBy: "system"}
		if _, err := s.store.Insert(ctx, c); err != nil {
			return fmt.Errorf("staticcontent: seed %s/%s: %w", d.key, d.locale, err)
		}
	}
	return nil
}
