package demo

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"time"

	"github.com/inno-platform/inno/internal/audience"
	"github.com/inno-platform/inno/internal/campaign"
	"github.com/inno-platform/inno/internal/content"
	"github.com/inno-platform/inno/internal/publishable"
)

// news is one demo news item or announcement; banner is the index of its
// palette, or -1 for none (the web app draws its category's cover).
type news struct {
	category       int
	title, summary string
	body           string
	daysAgo        int
	banner         int
	lang           string // "" is English
}

var demoNews = []news{
	{2, "Ideas platform is live", "Everyone can now share suggestions and improvements here, follow them and see what happened to them.",
		"<p>From today every colleague can share a suggestion or an improvement on Inno. Each idea gets a mentor from its field who answers within two weeks, and you can follow every step on the idea's page.</p><p>Start with the <strong>Contribute</strong> button at the top.</p>",
		1, 0, ""},
	{1, "Energy week: switch off, save more", "During energy week we collect every idea that cuts electricity, heating or water use at our sites.",
		"<p>Energy makes up a fifth of our running costs. During energy week the sustainability team reads every energy idea first and answers within five working days.</p><ul><li>Lighting and sensors</li><li>Compressed air leaks</li><li>Heating and cooling</li></ul>",
		3, 1, ""},
	{2, "Motion sensors cut warehouse lighting by 60%", "The first implemented suggestion of the year already shows in the electricity bill of the Ankara warehouse.",
		"<p>Three months after the motion sensors went in, the warehouse uses 60% less electricity for lighting. The idea came from the production team and took six weeks from submission to installation.</p>",
		9, 2, ""},
	{3, "How ideas are evaluated", "A short guide to the life cycle: pre-evaluation, expert evaluation, decision and implementation.",
		"<p>Every idea first goes to its field's mentor for a pre-evaluation. Promising ones are sent to an expert, then decided on. Accepted ideas get an implementer and are followed until they are completed.</p>",
		20, -1, ""},
	{1, "Quality circle meets on Thursdays", "Bring your improvement ideas for the production lines to the weekly quality circle in meeting room 2.",
		"<p>The quality circle meets every Thursday at 15:00. Improvements submitted during the week are on the agenda; their owners are welcome to present them.</p>",
		30, 3, ""},
	// The same news in Turkish: a news item has one language, and the home
	// page shows the reader's.
	{2, "Fikir platformu yayında", "Artık herkes önerilerini ve iyileştirmelerini burada paylaşabilir, takip edebilir ve sonuçlarını görebilir.",
		"<p>Bugünden itibaren her çalışma arkadaşımız Inno üzerinden öneri veya iyileştirme paylaşabilir. Her fikre kendi alanından bir mentor atanır ve iki hafta içinde yanıt verir; her adımı fikrin sayfasından izleyebilirsiniz.</p><p>Üstteki <strong>Katkı yap</strong> düğmesiyle başlayın.</p>",
		1, 0, "tr"},
	{1, "Enerji haftası: kapat, tasarruf et", "Enerji haftası boyunca sahalarımızda elektrik, ısıtma veya su kullanımını azaltan her fikri topluyoruz.",
		"<p>Enerji, işletme giderlerimizin beşte birini oluşturuyor. Enerji haftasında sürdürülebilirlik ekibi enerji fikirlerini öncelikle okur ve beş iş günü içinde yanıtlar.</p><ul><li>Aydınlatma ve sensörler</li><li>Basınçlı hava kaçakları</li><li>Isıtma ve soğutma</li></ul>",
		3, 1, "tr"},
	{2, "Hareket sensörleri depo aydınlatmasını %60 azalttı", "Yılın ilk uygulanan önerisi Ankara deposunun elektrik faturasında şimdiden görülüyor.",
		"<p>Hareket sensörleri takıldıktan üç ay sonra depo, aydınlatma için %60 daha az elektrik kullanıyor. Fikir üretim ekibinden geldi; gönderimden kuruluma altı hafta sürdü.</p>",
		9, 2, "tr"},
	{3, "Fikirler nasıl değerlendirilir?", "Yaşam döngüsüne kısa bir bakış: ön değerlendirme, uzman değerlendirmesi, karar ve uygulama.",
		"<p>Her fikir önce alanının mentoruna ön değerlendirme için gider. Umut vadedenler bir uzmana gönderilir, ardından karara bağlanır. Kabul edilen fikirlere bir uygulayıcı atanır ve tamamlanana kadar izlenir.</p>",
		20, -1, "tr"},
}

// drive is one demo campaign; closed ones are terminated after publishing.
type drive struct {
	typ, code, title, summary, body string
	days                            int // submission window from now, in days
	closed                          bool
	banner                          int
}

var demoCampaigns = []drive{
	{"SUGGESTION", "ENERGY-26", "Energy saving ideas", "Help us use less electricity, gas and water at every site. The best ideas are implemented this year.",
		"<p>We are looking for ideas that cut energy use without slowing work down: lighting, heating, compressed air, idle machines.</p>", 18, false, 1},
	{"SUGGESTION", "SAFE-WORK", "Safer workplaces", "Slips, trips and heavy lifting: tell us where the risks are and how to remove them.",
		"<p>Every safety idea is pre-evaluated within a week. Ideas that remove a risk at its source come first.</p>", 40, false, 4},
	{"IMPROVEMENT", "LEAN-Q3", "Lean production sprint", "Shorter changeovers, less waste, fewer stops: improvements for the production lines.",
		"<p>Each line team may submit improvements for its own line. The production managers decide within the sprint.</p>", 6, false, 5},
	{"SUGGESTION", "DIGITAL-25", "Paperless office", "Forms, signatures and archives that still live on paper, and how to move them online.",
		"<p>This campaign has ended; its ideas are being evaluated.</p>", 30, true, 0},
}

// palettes are the banner gradients: two colours each, dark enough for white
// text over them.
var palettes = [][2]color.RGBA{
	{{67, 56, 202, 255}, {14, 116, 144, 255}},
	{{22, 101, 52, 255}, {13, 148, 136, 255}},
	{{180, 83, 9, 255}, {190, 24, 93, 255}},
	{{30, 64, 175, 255}, {79, 70, 229, 255}},
	{{185, 28, 28, 255}, {234, 88, 12, 255}},
	{{15, 118, 110, 255}, {37, 99, 235, 255}},
}

// bannerPNG draws a demo banner: a diagonal gradient with a few soft
// circles, 1200×500 (the banner size the upload keeps).
func bannerPNG(n int) ([]byte, error) {
	const w, h = 1200, 500
	p := palettes[n%len(palettes)]
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	circles := [][3]float64{{0.78, 0.3, 190}, {0.92, 0.85, 140}, {0.15, 1.05, 230}}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			t := (float64(x)/w + float64(y)/h) / 2
			light := 0.0
			for _, c := range circles {
				if math.Hypot(float64(x)-c[0]*w, float64(y)-c[1]*h) < c[2] {
					light += 0.10
				}
			}
			mix := func(a, b uint8) uint8 {
				v := float64(a)*(1-t) + float64(b)*t
				return uint8(math.Min(255, v+(255-v)*light))
			}
			img.SetRGBA(x, y, color.RGBA{mix(p[0].R, p[1].R), mix(p[0].G, p[1].G), mix(p[0].B, p[1].B), 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("demo: banner: %w", err)
	}
	return buf.Bytes(), nil
}

// seedPublishing adds news and campaigns for everyone in the organization
// (org), written by the demo content and campaign accounts (as), so the
// home page shows what a real deployment does.
func seedPublishing(ctx context.Context, d Deps, as func(string) context.Context, org int64) error {
	now := time.Now().UTC()
	targets := audience.Targets{Organizations: []int64{org}, Units: []int64{}}
	banner := func(ctx context.Context, kind string, id int64, n int) error {
		if n < 0 {
			return nil
		}
		data, err := bannerPNG(n)
		if err != nil {
			return err
		}
		if _, err := d.Banners.Upload(ctx, kind, id, data); err != nil {
			return fmt.Errorf("demo: %s banner: %w", kind, err)
		}
		return nil
	}
	author := as("content")
	for _, n := range demoNews {
		last := now.AddDate(0, 3, 0)
		saved, err := d.Contents.Create(author, content.Content{Item: publishable.Item{Title: n.title, Summary: n.summary,
			Body: n.body, AccessLevel: audience.Public, PublishState: content.StatePublished, Targets: targets},
			CategoryID: n.category, Language: cmp.Or(n.lang, "en"), LastDate: &last})
		if err != nil {
			return fmt.Errorf("demo: news %q: %w", n.title, err)
		}
		if err := banner(author, "content", saved.ID, n.banner); err != nil {
			return err
		}
		if _, err := d.DB.Exec(ctx, "UPDATE content SET publish_date = ?, created_date = ? WHERE id = ?",
			now.AddDate(0, 0, -n.daysAgo), now.AddDate(0, 0, -n.daysAgo), saved.ID); err != nil {
			return fmt.Errorf("demo: news dates: %w", err)
		}
	}
	owner := as("campaign")
	for _, c := range demoCampaigns {
		end := now.AddDate(0, 0, c.days)
		item := publishable.Item{Code: c.code, Title: c.title, Summary: c.summary, Body: c.body,
			AccessLevel: audience.Public, Targets: targets}
		saved, err := d.Campaigns.Create(owner, campaign.Campaign{Item: item, CampaignType: c.typ, DateSubmissionEnd: &end})
		if err != nil {
			return fmt.Errorf("demo: campaign %q: %w", c.title, err)
		}
		if err := banner(owner, "campaign", saved.ID, c.banner); err != nil {
			return err
		}
		saved.PublishState, saved.Targets = campaign.StatePublished, targets
		if saved, err = d.Campaigns.Update(owner, saved); err != nil {
			return fmt.Errorf("demo: publish campaign %q: %w", c.title, err)
		}
		if c.closed {
			saved.PublishState = campaign.StateTerminated
			if _, err := d.Campaigns.Update(owner, saved); err != nil {
				return fmt.Errorf("demo: close campaign %q: %w", c.title, err)
			}
		}
	}
	return nil
}
