/** One question of the knowledge base in both languages; answers are HTML. */
interface FaqText {
  pl: { question: string; answer: string };
  en: { question: string; answer: string };
}

/** The FAQ in display order. */
export const FAQ: readonly FaqText[] = [
  {
    pl: {
      question: 'Jak mogę kupić nieruchomość z oferty?',
      answer:
        '<p>Wybierz ofertę i skontaktuj się z jej opiekunem – telefonicznie lub przez formularz na stronie oferty. Opiekun prześle dokumenty, umówi oględziny i wyjaśni tryb sprzedaży. Transakcja kończy się aktem notarialnym.</p>',
    },
    en: {
      question: 'How can I buy a property from the listings?',
      answer:
        '<p>Choose an offer and contact its sales contact by phone or through the form on the offer page. They will send the documents, arrange a viewing and explain how the property is being sold. The transaction is completed by notarial deed.</p>',
    },
  },
  {
    pl: {
      question: 'Czy cena w ofercie zawiera VAT?',
      answer:
        '<p>Ceny podajemy jako kwoty netto. Do ceny doliczamy VAT według obowiązującej stawki, chyba że sprzedaż korzysta ze zwolnienia – informację o tym znajdziesz w opisie oferty.</p>',
    },
    en: {
      question: 'Does the price include VAT?',
      answer:
        '<p>Prices are net. VAT is added at the applicable rate unless the sale is exempt – the offer description says so.</p>',
    },
  },
  {
    pl: {
      question: 'Co oznacza oferta „zaproponuj cenę”?',
      answer:
        '<p>Przy takich ofertach zbieramy propozycje cenowe od zainteresowanych. Propozycję składasz w formularzu oferty, a po zakończeniu zbierania ofert informujemy wszystkich uczestników o wyniku. Sprzedający może zamknąć postępowanie bez wyboru oferty.</p>',
    },
    en: {
      question: 'What is a "make an offer" listing?',
      answer:
        '<p>For these listings we collect price proposals from interested buyers. You send yours through the offer form, and once bidding closes we tell every bidder the result. The seller may close the process without choosing a bid.</p>',
    },
  },
  {
    pl: {
      question: 'Co oznacza, że nieruchomość jest „w przygotowaniu”?',
      answer:
        '<p>To nieruchomości, które wkrótce trafią do sprzedaży. Porządkujemy ich stan prawny i dokumentację, ale już teraz możesz zgłosić zainteresowanie – poinformujemy Cię, gdy oferta będzie aktywna.</p>',
    },
    en: {
      question: 'What does "in preparation" mean?',
      answer:
        '<p>These properties will go on sale soon. We are putting their legal status and documents in order, but you can register your interest now and we will let you know when the offer goes live.</p>',
    },
  },
  {
    pl: {
      question: 'Czy mogę obejrzeć nieruchomość przed zakupem?',
      answer:
        '<p>Tak. Oględziny umawiamy indywidualnie z opiekunem oferty. W budynkach z czynną infrastrukturą telekomunikacyjną niektóre pomieszczenia można obejrzeć tylko w obecności technika.</p>',
    },
    en: {
      question: 'Can I view the property before buying?',
      answer:
        '<p>Yes. Viewings are arranged individually with the sales contact. In buildings with active telecom equipment some rooms can only be visited with a technician present.</p>',
    },
  },
  {
    pl: {
      question: 'Jakie dokumenty otrzymam przed zakupem?',
      answer:
        '<ul><li>numer księgi wieczystej i wypis z rejestru gruntów,</li><li>wypis i wyrys z MPZP lub informację o jego braku,</li><li>rzuty budynku i świadectwo charakterystyki energetycznej,</li><li>informację o służebnościach i umowach najmu.</li></ul><p>Część dokumentów jest dostępna do pobrania bezpośrednio przy ofercie.</p>',
    },
    en: {
      question: 'What documents will I receive before buying?',
      answer:
        '<ul><li>the land register number and land register extract,</li><li>the zoning plan extract, or a note that there is no plan,</li><li>floor plans and the energy performance certificate,</li><li>information on easements and leases.</li></ul><p>Some documents can be downloaded directly from the offer page.</p>',
    },
  },
  {
    pl: {
      question: 'Co to jest MPZP i gdzie go sprawdzić?',
      answer:
        '<p>Miejscowy plan zagospodarowania przestrzennego określa, co można zbudować na danym terenie. Plan sprawdzisz w urzędzie gminy lub w gminnym serwisie informacji przestrzennej. W naszych ofertach podajemy przeznaczenie terenu, jeśli plan obowiązuje.</p>',
    },
    en: {
      question: 'What is an MPZP and where can I check it?',
      answer:
        "<p>The local zoning plan (MPZP) sets what can be built in an area. You can check it at the municipal office or in the municipality's spatial information service. Our offers state the zoning designation where a plan applies.</p>",
    },
  },
  {
    pl: {
      question: 'Czy w budynku pozostanie infrastruktura telekomunikacyjna?',
      answer:
        '<p>W części budynków tak – zwykle jest to niewielkie pomieszczenie z urządzeniami dostępowymi oraz kanalizacja kablowa. Operator zawiera wtedy z nabywcą umowę najmu lub ustanawia służebność przesyłu. Takie oferty oznaczamy jako nieruchomości z infrastrukturą teletechniczną.</p>',
    },
    en: {
      question: 'Will telecom equipment remain in the building?',
      answer:
        '<p>In some buildings, yes – usually a small room of access equipment and cable ducts. The operator then leases the space from the buyer or establishes a transmission easement. Such offers are marked as having teletechnical infrastructure.</p>',
    },
  },
  {
    pl: {
      question: 'Czy współpracujecie z pośrednikami nieruchomości?',
      answer:
        '<p>Tak. Pośrednik, który zgłosi klienta przed pierwszym kontaktem klienta z nami, otrzymuje wynagrodzenie po zawarciu transakcji. Zasady opisujemy na stronie <a href="/dla-posrednikow">Dla pośredników</a>.</p>',
    },
    en: {
      question: 'Do you work with estate agents?',
      answer:
        '<p>Yes. An agent who registers a client before the client first contacts us is paid a fee once the transaction closes. The rules are on the <a href="/en/for-intermediaries">For intermediaries</a> page.</p>',
    },
  },
  {
    pl: {
      question: 'Jak zapisać się do newslettera i jak z niego zrezygnować?',
      answer:
        '<p>Wpisz adres e-mail w formularzu na dole strony, wybierz województwa i wyraź zgodę na otrzymywanie newslettera. Subskrypcję potwierdzisz, klikając link w wiadomości, którą wyślemy. Zrezygnować możesz w każdej chwili – link do wypisania jest w każdym newsletterze.</p>',
    },
    en: {
      question: 'How do I subscribe to the newsletter and unsubscribe?',
      answer:
        '<p>Enter your e-mail address in the form at the bottom of the page, choose voivodeships and give your consent to receive the newsletter. Confirm by clicking the link in the message we send you. You can unsubscribe at any time with the link in every newsletter.</p>',
    },
  },
  {
    pl: {
      question: 'Czy mogę wynająć tylko część budynku?',
      answer:
        '<p>Tak. W wielu budynkach wydzielamy moduły biurowe od 40 m², a w halach – części magazynowe. Zapytaj opiekuna oferty o dostępne powierzchnie.</p>',
    },
    en: {
      question: 'Can I rent only part of a building?',
      answer:
        '<p>Yes. In many buildings we offer office units from 40 m², and parts of warehouses. Ask the sales contact which spaces are available.</p>',
    },
  },
  {
    pl: {
      question: 'Jak sprawdzić, czy nieruchomość ma dostęp do światłowodu?',
      answer:
        '<p>Informację o przyłączu światłowodowym podajemy w opisie oferty. Zasięg sieci pod konkretnym adresem możesz też sprawdzić w serwisach operatorów i na publicznych mapach zasięgu.</p>',
    },
    en: {
      question: 'How can I check whether a property has fibre access?',
      answer:
        "<p>The offer description says whether there is a fibre connection. You can also check coverage at a given address on operators' websites and public coverage maps.</p>",
    },
  },
];
