import { nameLines as n } from './name-lines.ts';

/**
 * Real club names per league, strongest first: a club's rating comes from its place in its list,
 * so favourites look like favourites. Accented names (São Paulo, Beşiktaş, Bayern München) and a
 * few very long ones (Cardiff Metropolitan University, Canterbury-Bankstown Bulldogs) are kept on
 * purpose: the web must lay them out. Leagues without a list get clubs made from city names.
 */

// Football: England
export const PREMIER_LEAGUE = n(`
  Arsenal
  Manchester City
  Liverpool
  Chelsea
  Newcastle United
  Aston Villa
  Tottenham Hotspur
  Manchester United
  Brighton & Hove Albion
  Nottingham Forest
  Crystal Palace
  Bournemouth
  Brentford
  Fulham
  Everton
  West Ham United
  Leeds United
  Sunderland
  Burnley
  Wolverhampton Wanderers
`);
export const CHAMPIONSHIP = n(`
  Leicester City
  Ipswich Town
  Southampton
  Coventry City
  Middlesbrough
  Sheffield United
  West Bromwich Albion
  Norwich City
  Hull City
  Millwall
  Bristol City
  Watford
  Birmingham City
  Wrexham
  Stoke City
  Preston North End
  Swansea City
  Queens Park Rangers
  Derby County
  Blackburn Rovers
  Portsmouth
  Charlton Athletic
  Sheffield Wednesday
  Oxford United
`);
export const LEAGUE_ONE = n(`
  Luton Town
  Bolton Wanderers
  Huddersfield Town
  Stockport County
  Cardiff City
  Barnsley
  Wycombe Wanderers
  Reading
  Wigan Athletic
  Plymouth Argyle
  Peterborough United
  Leyton Orient
  Blackpool
  Stevenage
  Lincoln City
  Mansfield Town
  Rotherham United
  Bradford City
  Exeter City
  Burton Albion
  AFC Wimbledon
  Doncaster Rovers
  Port Vale
  Northampton Town
`);
export const LEAGUE_TWO = n(`
  Chesterfield
  MK Dons
  Notts County
  Walsall
  Swindon Town
  Gillingham
  Grimsby Town
  Salford City
  Bristol Rovers
  Cambridge United
  Colchester United
  Crewe Alexandra
  Bromley
  Tranmere Rovers
  Cheltenham Town
  Fleetwood Town
  Accrington Stanley
  Barrow
  Crawley Town
  Harrogate Town
  Newport County
  Oldham Athletic
  Shrewsbury Town
  Barnet
`);
/** FA Cup second round: the lower divisions and the non-league clubs still in it. */
export const FA_CUP = [
  ...LEAGUE_ONE.slice(0, 12),
  ...LEAGUE_TWO.slice(0, 10),
  ...n(`
    Boreham Wood
    Tamworth
    Maidstone United
    Harborough Town
    Gateshead
    Braintree Town
    Forest Green Rovers
    York City
    Scunthorpe United
    Chatham Town
  `),
];

// Football: Scotland, Wales, Northern Ireland, Ireland
export const SCOTTISH_PREMIERSHIP = n(`
  Celtic
  Rangers
  Heart of Midlothian
  Hibernian
  Aberdeen
  Motherwell
  Dundee United
  St Mirren
  Kilmarnock
  Falkirk
  Dundee
  Livingston
`);
export const SCOTTISH_CHAMPIONSHIP = n(`
  St Johnstone
  Ross County
  Partick Thistle
  Ayr United
  Dunfermline Athletic
  Raith Rovers
  Greenock Morton
  Queen's Park
  Arbroath
  Airdrieonians
`);
export const CYMRU_PREMIER = n(`
  The New Saints
  Connah's Quay Nomads
  Penybont
  Caernarfon Town
  Bala Town
  Cardiff Metropolitan University
  Haverfordwest County
  Barry Town United
  Colwyn Bay
  Flint Town United
  Briton Ferry Llansawel
  Llanelli Town
`);
export const NIFL_PREMIERSHIP = n(`
  Linfield
  Larne
  Glentoran
  Cliftonville
  Crusaders
  Coleraine
  Portadown
  Dungannon Swifts
  Ballymena United
  Carrick Rangers
  Glenavon
  Bangor
`);
export const LEAGUE_OF_IRELAND = n(`
  Shamrock Rovers
  Shelbourne
  Derry City
  St Patrick's Athletic
  Bohemians
  Drogheda United
  Sligo Rovers
  Galway United
  Waterford
  Cork City
`);

// Football: Spain, Germany, Italy, France
export const LALIGA = n(`
  Real Madrid
  FC Barcelona
  Atlético Madrid
  Athletic Club
  Villarreal
  Real Betis
  Real Sociedad
  Celta de Vigo
  Sevilla
  Valencia
  Girona
  Osasuna
  Rayo Vallecano
  Espanyol
  Getafe
  Mallorca
  Deportivo Alavés
  Elche
  Levante
  Real Oviedo
`);
export const LALIGA_2 = n(`
  Racing de Santander
  Deportivo de La Coruña
  UD Almería
  UD Las Palmas
  Real Valladolid
  Sporting de Gijón
  Cádiz
  Málaga
  Granada
  Real Zaragoza
  SD Eibar
  Burgos CF
  Córdoba CF
  Albacete
  SD Huesca
  CD Castellón
  CD Mirandés
  CD Leganés
  Cultural Leonesa
  FC Andorra
  AD Ceuta
  Real Sociedad B
`);
export const COPA_DEL_REY = [
  ...LALIGA.slice(0, 14),
  ...n(`
    CD Ourense
    Real Unión
    Atlético Baleares
    CD Teruel
    Ebro
    SD Logroñés
    CD Guadalajara
    UD Barbastro
    Gimnástic de Tarragona
    CE Europa
  `),
];
export const BUNDESLIGA = n(`
  FC Bayern München
  Borussia Dortmund
  Bayer 04 Leverkusen
  RB Leipzig
  VfB Stuttgart
  Eintracht Frankfurt
  SC Freiburg
  TSG Hoffenheim
  VfL Wolfsburg
  Borussia Mönchengladbach
  1. FC Union Berlin
  Werder Bremen
  1. FSV Mainz 05
  FC Augsburg
  1. FC Köln
  Hamburger SV
  FC St. Pauli
  1. FC Heidenheim 1846
`);
export const BUNDESLIGA_2 = n(`
  FC Schalke 04
  Hertha BSC
  Hannover 96
  Fortuna Düsseldorf
  1. FC Kaiserslautern
  VfL Bochum
  Holstein Kiel
  SC Paderborn 07
  1. FC Nürnberg
  Karlsruher SC
  SV Darmstadt 98
  1. FC Magdeburg
  SV Elversberg
  SpVgg Greuther Fürth
  Eintracht Braunschweig
  Arminia Bielefeld
  Dynamo Dresden
  Preußen Münster
`);
export const LIGA_3 = n(`
  Energie Cottbus
  MSV Duisburg
  TSV 1860 München
  VfL Osnabrück
  Hansa Rostock
  Alemannia Aachen
  SV Waldhof Mannheim
  FC Ingolstadt 04
  Rot-Weiss Essen
  SC Verl
  SV Wehen Wiesbaden
  Viktoria Köln
  1. FC Saarbrücken
  Erzgebirge Aue
  SSV Ulm 1846
  Jahn Regensburg
  TSV Havelse
  1. FC Schweinfurt 05
`);
export const SERIE_A = n(`
  Inter
  Napoli
  AC Milan
  Juventus
  Atalanta
  AS Roma
  Como
  Lazio
  Bologna
  Fiorentina
  Torino
  Udinese
  Genoa
  Sassuolo
  Cagliari
  Parma
  Lecce
  Hellas Verona
  Cremonese
  Pisa
`);
export const SERIE_B = n(`
  Palermo
  Venezia
  Monza
  Sampdoria
  Spezia
  Frosinone
  Modena
  Empoli
  Cesena
  Bari
  Catanzaro
  Juve Stabia
  Carrarese
  Padova
  Südtirol
  Reggiana
  Avellino
  Virtus Entella
  Mantova
  Pescara
`);
export const LIGUE_1 = n(`
  Paris Saint-Germain
  Olympique de Marseille
  AS Monaco
  LOSC Lille
  Olympique Lyonnais
  OGC Nice
  RC Strasbourg Alsace
  RC Lens
  Stade Rennais
  Toulouse FC
  Stade Brestois 29
  FC Nantes
  AJ Auxerre
  Angers SCO
  Le Havre AC
  FC Lorient
  Paris FC
  FC Metz
`);
export const LIGUE_2 = n(`
  AS Saint-Étienne
  Montpellier HSC
  Stade de Reims
  ES Troyes AC
  EA Guingamp
  Red Star FC
  Grenoble Foot 38
  Amiens SC
  FC Annecy
  SC Bastia
  Clermont Foot 63
  USL Dunkerque
  Stade Lavallois
  Le Mans FC
  AS Nancy Lorraine
  Pau FC
  Rodez AF
  US Boulogne
`);

// Football: the rest of Europe
export const EREDIVISIE = n(`
  PSV Eindhoven
  Feyenoord
  AFC Ajax
  AZ Alkmaar
  FC Twente
  FC Utrecht
  NEC Nijmegen
  Go Ahead Eagles
  sc Heerenveen
  FC Groningen
  Sparta Rotterdam
  Fortuna Sittard
  PEC Zwolle
  NAC Breda
  Heracles Almelo
  Excelsior
  Telstar
  FC Volendam
`);
export const EERSTE_DIVISIE = n(`
  ADO Den Haag
  Willem II
  SC Cambuur
  De Graafschap
  FC Den Bosch
  Roda JC Kerkrade
  RKC Waalwijk
  Almere City
  VVV-Venlo
  FC Dordrecht
  MVV Maastricht
  Vitesse
  Helmond Sport
  TOP Oss
  FC Emmen
  Jong Ajax
  Jong PSV
  FC Eindhoven
`);
export const PRIMEIRA_LIGA = n(`
  Sporting CP
  SL Benfica
  FC Porto
  SC Braga
  Vitória SC
  Famalicão
  Gil Vicente
  Moreirense
  Estoril Praia
  Rio Ave
  Casa Pia
  Santa Clara
  Arouca
  Estrela da Amadora
  Nacional
  Alverca
  AVS
  Tondela
`);
export const BELGIAN_PRO_LEAGUE = n(`
  Club Brugge
  Royale Union Saint-Gilloise
  RSC Anderlecht
  KRC Genk
  KAA Gent
  Royal Antwerp
  Standard Liège
  KV Mechelen
  Cercle Brugge
  Sint-Truidense VV
  OH Leuven
  Sporting Charleroi
  KVC Westerlo
  SV Zulte Waregem
  FCV Dender EH
  RAAL La Louvière
`);
export const SUPER_LIG = n(`
  Galatasaray
  Fenerbahçe
  Beşiktaş
  Trabzonspor
  Başakşehir
  Göztepe
  Samsunspor
  Kasımpaşa
  Antalyaspor
  Konyaspor
  Alanyaspor
  Kayserispor
  Gaziantep FK
  Eyüpspor
  Çaykur Rizespor
  Kocaelispor
  Gençlerbirliği
  Fatih Karagümrük
`);
export const GREEK_SUPER_LEAGUE = n(`
  Olympiacos
  PAOK
  AEK Athens
  Panathinaikos
  Aris Thessaloniki
  OFI Crete
  Asteras Tripolis
  Atromitos
  Volos NPS
  Panetolikos
  Levadiakos
  APO Kifisia
  Panserraikos
  AEL Larissa
`);
export const AUSTRIAN_BUNDESLIGA = n(`
  Red Bull Salzburg
  Sturm Graz
  Rapid Wien
  LASK
  Austria Wien
  Wolfsberger AC
  TSV Hartberg
  SCR Altach
  WSG Tirol
  Blau-Weiß Linz
  Grazer AK
  SV Ried
`);
export const SWISS_SUPER_LEAGUE = n(`
  BSC Young Boys
  FC Basel 1893
  Servette FC
  FC Lugano
  FC Luzern
  FC St. Gallen 1879
  FC Zürich
  Grasshopper Club Zürich
  FC Sion
  FC Lausanne-Sport
  FC Thun
  FC Winterthur
`);
export const DANISH_SUPERLIGA = n(`
  FC København
  FC Midtjylland
  Brøndby IF
  AGF
  FC Nordsjælland
  Randers FC
  Silkeborg IF
  Viborg FF
  OB
  Sønderjyske
  Vejle BK
  FC Fredericia
`);
export const ALLSVENSKAN = n(`
  Malmö FF
  Mjällby AIF
  Hammarby IF
  AIK
  Djurgårdens IF
  IFK Göteborg
  BK Häcken
  IF Elfsborg
  GAIS
  IK Sirius
  IFK Norrköping
  Halmstads BK
  Degerfors IF
  IFK Värnamo
  Östers IF
  IF Brommapojkarna
`);
export const ELITESERIEN = n(`
  FK Bodø/Glimt
  Viking FK
  Rosenborg BK
  SK Brann
  Molde FK
  Tromsø IL
  Vålerenga
  Sarpsborg 08
  Fredrikstad FK
  Sandefjord
  KFUM Oslo
  Kristiansund BK
  HamKam
  Strømsgodset
  Bryne FK
  FK Haugesund
`);
export const VEIKKAUSLIIGA = n(`
  KuPS
  HJK Helsinki
  SJK
  FC Inter Turku
  Ilves
  FC Lahti
  VPS
  IFK Mariehamn
  AC Oulu
  FF Jaro
  IF Gnistan
  KTP
`);
export const EKSTRAKLASA = n(`
  Lech Poznań
  Raków Częstochowa
  Jagiellonia Białystok
  Legia Warszawa
  Pogoń Szczecin
  Górnik Zabrze
  GKS Katowice
  Cracovia
  Widzew Łódź
  Zagłębie Lubin
  Korona Kielce
  Motor Lublin
  Piast Gliwice
  Radomiak Radom
  Lechia Gdańsk
  Wisła Płock
  Arka Gdynia
  Bruk-Bet Termalica Nieciecza
`);
export const CHANCE_LIGA = n(`
  Slavia Praha
  Sparta Praha
  Viktoria Plzeň
  Baník Ostrava
  FC Hradec Králové
  Sigma Olomouc
  Slovan Liberec
  Bohemians 1905
  FK Jablonec
  Mladá Boleslav
  FK Teplice
  FC Zlín
  MFK Karviná
  1. FC Slovácko
  FK Pardubice
  Dukla Praha
`);
export const HNL = n(`
  Dinamo Zagreb
  Hajduk Split
  HNK Rijeka
  NK Osijek
  NK Varaždin
  Lokomotiva Zagreb
  Slaven Belupo
  Istra 1961
  HNK Gorica
  HNK Vukovar 1991
`);
export const SERBIAN_SUPER_LIGA = n(`
  Crvena zvezda
  Partizan
  Vojvodina
  TSC Bačka Topola
  Čukarički
  Novi Pazar
  Radnik Surdulica
  Železničar Pančevo
  OFK Beograd
  Spartak Subotica
  Mladost Lučani
  IMT Novi Beograd
  Radnički 1923
  Napredak Kruševac
`);
export const LIGA_I = n(`
  FCSB
  CFR Cluj
  Universitatea Craiova
  Rapid București
  Dinamo București
  Universitatea Cluj
  Farul Constanța
  Oțelul Galați
  Petrolul Ploiești
  UTA Arad
  FC Hermannstadt
  FC Botoșani
  Csíkszereda
  Unirea Slobozia
  Metaloglobus București
  FC Argeș
`);
export const UKRAINIAN_PREMIER_LEAGUE = n(`
  Shakhtar Donetsk
  Dynamo Kyiv
  Polissya Zhytomyr
  LNZ Cherkasy
  Kryvbas Kryvyi Rih
  Karpaty Lviv
  Zorya Luhansk
  Kolos Kovalivka
  Oleksandriya
  Rukh Lviv
  Veres Rivne
  Metalist 1925 Kharkiv
  Obolon Kyiv
  Epitsentr Kamianets-Podilskyi
  Kudrivka
  Poltava
`);
export const RUSSIAN_PREMIER_LEAGUE = n(`
  Zenit St. Petersburg
  Krasnodar
  Spartak Moscow
  Lokomotiv Moscow
  CSKA Moscow
  Dynamo Moscow
  Rubin Kazan
  Rostov
  Baltika Kaliningrad
  Akhmat Grozny
  Krylya Sovetov Samara
  Orenburg
  Sochi
  Pari Nizhny Novgorod
  Dynamo Makhachkala
  Akron Togliatti
`);
export const NB_I = n(`
  Ferencváros
  Puskás Akadémia
  Paksi FC
  Debreceni VSC
  Győri ETO
  MTK Budapest
  Újpest
  Zalaegerszegi TE
  Diósgyőri VTK
  Nyíregyháza Spartacus
  Kisvárda
  Kazincbarcika
`);
export const ISRAELI_PREMIER_LEAGUE = n(`
  Maccabi Tel Aviv
  Hapoel Be'er Sheva
  Maccabi Haifa
  Hapoel Tel Aviv
  Beitar Jerusalem
  Hapoel Haifa
  Maccabi Netanya
  Bnei Sakhnin
  Hapoel Jerusalem
  Ironi Kiryat Shmona
  Maccabi Bnei Reineh
  Ironi Tiberias
  Hapoel Petah Tikva
  MS Ashdod
`);

// Football: the Americas
export const MLS = n(`
  Inter Miami CF
  LAFC
  Columbus Crew
  FC Cincinnati
  Philadelphia Union
  Vancouver Whitecaps FC
  San Diego FC
  Seattle Sounders FC
  Minnesota United FC
  Nashville SC
  Charlotte FC
  New York City FC
  LA Galaxy
  New York Red Bulls
  Orlando City SC
  Portland Timbers
  Real Salt Lake
  Austin FC
  Houston Dynamo FC
  FC Dallas
  Atlanta United
  Chicago Fire FC
  Colorado Rapids
  Sporting Kansas City
  St. Louis City SC
  D.C. United
  New England Revolution
  CF Montréal
  Toronto FC
  San Jose Earthquakes
`);
export const LIGA_MX = n(`
  Club América
  Cruz Azul
  Tigres UANL
  CF Monterrey
  Deportivo Toluca
  CF Pachuca
  Guadalajara
  Pumas UNAM
  Club León
  Club Tijuana
  Atlas
  Santos Laguna
  Necaxa
  FC Juárez
  Puebla
  Querétaro
  Mazatlán FC
  Atlético San Luis
`);
export const BRASILEIRAO_A = n(`
  Flamengo
  Palmeiras
  Cruzeiro
  Botafogo
  Fluminense
  São Paulo
  Corinthians
  Bahia
  Internacional
  Atlético Mineiro
  Grêmio
  Vasco da Gama
  Red Bull Bragantino
  Fortaleza
  Mirassol
  Ceará
  Santos
  Vitória
  Juventude
  Sport Recife
`);
export const BRASILEIRAO_B = n(`
  Coritiba
  Athletico Paranaense
  Goiás
  Chapecoense
  Remo
  Criciúma
  Novorizontino
  Cuiabá
  Avaí
  Atlético Goianiense
  Vila Nova
  América Mineiro
  CRB
  Operário Ferroviário
  Ferroviária
  Botafogo-SP
  Paysandu
  Athletic Club
  Volta Redonda
  Amazonas
`);
export const LIGA_PROFESIONAL = n(`
  River Plate
  Boca Juniors
  Racing Club
  Independiente
  Vélez Sarsfield
  Estudiantes de La Plata
  Rosario Central
  San Lorenzo
  Talleres de Córdoba
  Argentinos Juniors
  Lanús
  Huracán
  Defensa y Justicia
  Belgrano
  Newell's Old Boys
  Tigre
  Platense
  Unión de Santa Fe
  Gimnasia y Esgrima La Plata
  Instituto
  Banfield
  Barracas Central
  Independiente Rivadavia
  Deportivo Riestra
  Godoy Cruz
  Atlético Tucumán
  Sarmiento
  Central Córdoba
`);
export const CHILEAN_PRIMERA = n(`
  Colo-Colo
  Universidad de Chile
  Universidad Católica
  Coquimbo Unido
  Palestino
  O'Higgins
  Audax Italiano
  Huachipato
  Everton de Viña del Mar
  Cobresal
  Unión La Calera
  Ñublense
  Deportes Iquique
  Deportes La Serena
  Deportes Limache
  Unión Española
`);
export const COLOMBIAN_PRIMERA_A = n(`
  Atlético Nacional
  Millonarios
  América de Cali
  Junior
  Independiente Santa Fe
  Deportes Tolima
  Deportivo Independiente Medellín
  Once Caldas
  Deportivo Cali
  Atlético Bucaramanga
  Deportivo Pasto
  Alianza FC
  Águilas Doradas
  Fortaleza CEIF
  Llaneros
  Envigado
  La Equidad
  Boyacá Chicó
  Unión Magdalena
  Deportivo Pereira
`);
export const URUGUAYAN_PRIMERA = n(`
  Peñarol
  Nacional
  Defensor Sporting
  Liverpool Montevideo
  Racing Montevideo
  Boston River
  Danubio
  Cerro Largo
  Montevideo Wanderers
  Progreso
  Juventud de Las Piedras
  Plaza Colonia
  Cerro
  Miramar Misiones
  River Plate Montevideo
  Montevideo City Torque
`);

// Football: Asia, Oceania, Africa, Middle East
export const J1_LEAGUE = n(`
  Vissel Kobe
  Kashima Antlers
  Kashiwa Reysol
  Sanfrecce Hiroshima
  Kyoto Sanga
  Machida Zelvia
  Urawa Red Diamonds
  Kawasaki Frontale
  Gamba Osaka
  Cerezo Osaka
  FC Tokyo
  Avispa Fukuoka
  Tokyo Verdy
  Fagiano Okayama
  Shimizu S-Pulse
  Nagoya Grampus
  Yokohama F. Marinos
  Shonan Bellmare
  Yokohama FC
  Albirex Niigata
`);
export const K_LEAGUE_1 = n(`
  Jeonbuk Hyundai Motors
  Ulsan HD
  Pohang Steelers
  FC Seoul
  Gimcheon Sangmu
  Daejeon Hana Citizen
  Gangwon FC
  Gwangju FC
  FC Anyang
  Jeju SK
  Suwon FC
  Daegu FC
`);
export const CHINESE_SUPER_LEAGUE = n(`
  Shanghai Port
  Shanghai Shenhua
  Chengdu Rongcheng
  Beijing Guoan
  Shandong Taishan
  Tianjin Jinmen Tiger
  Zhejiang FC
  Henan FC
  Dalian Yingbo
  Qingdao West Coast
  Qingdao Hainiu
  Yunnan Yukun
  Wuhan Three Towns
  Shenzhen Peng City
  Meizhou Hakka
  Changchun Yatai
`);
export const INDIAN_SUPER_LEAGUE = n(`
  Mohun Bagan Super Giant
  FC Goa
  Bengaluru FC
  NorthEast United
  Jamshedpur FC
  Mumbai City FC
  Kerala Blasters
  Punjab FC
  Odisha FC
  Chennaiyin FC
  East Bengal
  Sporting Club Delhi
  Mohammedan SC
`);
export const A_LEAGUE_MEN = n(`
  Auckland FC
  Melbourne City
  Adelaide United
  Melbourne Victory
  Western Sydney Wanderers
  Sydney FC
  Macarthur FC
  Wellington Phoenix
  Brisbane Roar
  Central Coast Mariners
  Newcastle Jets
  Perth Glory
`);
export const PSL_SOUTH_AFRICA = n(`
  Mamelodi Sundowns
  Orlando Pirates
  Kaizer Chiefs
  Stellenbosch FC
  Sekhukhune United
  AmaZulu
  TS Galaxy
  Polokwane City
  Golden Arrows
  Chippa United
  Richards Bay
  Magesi FC
  Marumo Gallants
  Durban City
  Siwelele FC
  Orbit College
`);
export const EGYPTIAN_PREMIER_LEAGUE = n(`
  Al Ahly
  Pyramids FC
  Zamalek
  Al Masry
  Future FC
  Ceramica Cleopatra
  Ismaily
  ENPPI
  Smouha
  Al Ittihad Alexandria
  ZED FC
  Tala'ea El Gaish
  El Gouna
  Ghazl El Mahalla
  Pharco
  Petrojet
`);
export const SAUDI_PRO_LEAGUE = n(`
  Al Hilal
  Al Nassr
  Al Ittihad
  Al Ahli
  Al Qadsiah
  Al Shabab
  Al Ettifaq
  Al Taawoun
  Al Fateh
  Al Kholood
  Al Khaleej
  Al Fayha
  Al Riyadh
  Al Okhdood
  Damac
  Al Hazem
  Al Najma
  NEOM SC
`);

// Football: international club and national-team competitions
export const CHAMPIONS_LEAGUE = n(`
  Real Madrid
  Arsenal
  Paris Saint-Germain
  Manchester City
  FC Bayern München
  Liverpool
  Inter
  FC Barcelona
  Chelsea
  Atlético Madrid
  Bayer 04 Leverkusen
  Borussia Dortmund
  Napoli
  Juventus
  Tottenham Hotspur
  Newcastle United
  Atalanta
  PSV Eindhoven
  SL Benfica
  Sporting CP
  Club Brugge
  Galatasaray
  AFC Ajax
  Olympique de Marseille
  AS Monaco
  Eintracht Frankfurt
  Villarreal
  Athletic Club
  Olympiacos
  Slavia Praha
  FC København
  Royale Union Saint-Gilloise
  FK Bodø/Glimt
  Qarabağ FK
  Pafos FC
  Kairat Almaty
`);
export const EUROPA_LEAGUE = n(`
  AS Roma
  Aston Villa
  FC Porto
  Olympique Lyonnais
  Nottingham Forest
  Real Betis
  Fenerbahçe
  SC Freiburg
  LOSC Lille
  Celtic
  Rangers
  Feyenoord
  Bologna
  VfB Stuttgart
  Crvena zvezda
  SC Braga
  Ferencváros
  Dinamo Zagreb
  PAOK
  FC Midtjylland
  FCSB
  Go Ahead Eagles
  OGC Nice
  BSC Young Boys
  Malmö FF
  FC Basel 1893
  Maccabi Tel Aviv
  Sturm Graz
  FC Utrecht
  Red Bull Salzburg
  Panathinaikos
  Ludogorets Razgrad
  Viktoria Plzeň
  KRC Genk
  SK Brann
  Celta de Vigo
`);
export const CONFERENCE_LEAGUE = n(`
  Crystal Palace
  Fiorentina
  RC Strasbourg Alsace
  Rayo Vallecano
  1. FSV Mainz 05
  AEK Athens
  Shakhtar Donetsk
  Legia Warszawa
  Sparta Praha
  Lech Poznań
  Rapid Wien
  AZ Alkmaar
  Samsunspor
  Shamrock Rovers
  Jagiellonia Białystok
  HNK Rijeka
  NK Celje
  Breiðablik
  KuPS
  Lincoln Red Imps
  Sigma Olomouc
  BK Häcken
  Aberdeen
  Shelbourne
  Universitatea Craiova
  Slovan Bratislava
  Zrinjski Mostar
  Dynamo Kyiv
  AEK Larnaca
  FC Lausanne-Sport
  Raków Częstochowa
  Omonia Nicosia
  Drita
  Hamrun Spartans
  Noah
  Shkëndija
`);
export const EUROPEAN_NATIONS = n(`
  Spain
  France
  England
  Portugal
  Netherlands
  Germany
  Italy
  Belgium
  Croatia
  Denmark
  Switzerland
  Austria
  Türkiye
  Norway
  Ukraine
  Poland
  Serbia
  Czechia
  Scotland
  Hungary
  Sweden
  Greece
  Wales
  Republic of Ireland
`);
export const WORLD_NATIONS = n(`
  Argentina
  Brazil
  Morocco
  Japan
  Colombia
  Uruguay
  USA
  Mexico
  Senegal
  South Korea
  Ecuador
  Australia
  Nigeria
  Egypt
  Canada
  Iran
  Saudi Arabia
  Qatar
`);

// Basketball
export const NBA = n(`
  Oklahoma City Thunder
  Cleveland Cavaliers
  Denver Nuggets
  New York Knicks
  Houston Rockets
  Boston Celtics
  Los Angeles Lakers
  Minnesota Timberwolves
  Golden State Warriors
  Los Angeles Clippers
  Orlando Magic
  Detroit Pistons
  Indiana Pacers
  Milwaukee Bucks
  Atlanta Hawks
  Memphis Grizzlies
  San Antonio Spurs
  Dallas Mavericks
  Miami Heat
  Philadelphia 76ers
  Sacramento Kings
  Phoenix Suns
  Chicago Bulls
  Toronto Raptors
  Portland Trail Blazers
  New Orleans Pelicans
  Charlotte Hornets
  Utah Jazz
  Brooklyn Nets
  Washington Wizards
`);
export const NCAA_BASKETBALL = n(`
  Duke Blue Devils
  Houston Cougars
  Florida Gators
  Auburn Tigers
  Purdue Boilermakers
  UConn Huskies
  Kansas Jayhawks
  Kentucky Wildcats
  Alabama Crimson Tide
  Michigan State Spartans
  Tennessee Volunteers
  St. John's Red Storm
  Texas Tech Red Raiders
  Arizona Wildcats
  Gonzaga Bulldogs
  UCLA Bruins
  North Carolina Tar Heels
  Iowa State Cyclones
  Illinois Fighting Illini
  Baylor Bears
  Creighton Bluejays
  Villanova Wildcats
  Marquette Golden Eagles
  Arkansas Razorbacks
`);
export const EUROLEAGUE = n(`
  Fenerbahçe Beko Istanbul
  Olympiacos Piraeus
  Panathinaikos AKTOR Athens
  Real Madrid
  FC Barcelona
  Anadolu Efes Istanbul
  AS Monaco
  Žalgiris Kaunas
  Crvena Zvezda Meridianbet Belgrade
  Partizan Mozzart Bet Belgrade
  FC Bayern Munich
  EA7 Emporio Armani Milan
  Virtus Olidata Bologna
  Maccabi Rapyd Tel Aviv
  Baskonia Vitoria-Gasteiz
  Paris Basketball
  LDLC ASVEL Villeurbanne
  Valencia Basket
  Hapoel IBI Tel Aviv
  Dubai Basketball
`);
export const EUROCUP = n(`
  Hapoel Jerusalem
  Beşiktaş Fibabanka
  Türk Telekom Ankara
  U-BT Cluj-Napoca
  Joventut Badalona
  Umana Reyer Venezia
  Dolomiti Energia Trento
  Lietkabelis Panevėžys
  ratiopharm Ulm
  JL Bourg-en-Bresse
  Cedevita Olimpija Ljubljana
  Budućnost VOLI Podgorica
  Śląsk Wrocław
  BAXI Manresa
  Niners Chemnitz
  Aris Thessaloniki
  Wolves Twinsbet Vilnius
  Bahçeşehir College Istanbul
`);
export const LIGA_ACB = n(`
  Real Madrid
  FC Barcelona
  Valencia Basket
  Unicaja
  Baskonia
  La Laguna Tenerife
  Joventut Badalona
  UCAM Murcia
  Dreamland Gran Canaria
  Río Breogán
  Bàsquet Girona
  BAXI Manresa
  Casademont Zaragoza
  MoraBanc Andorra
  Hiopos Lleida
  Surne Bilbao Basket
  Covirán Granada
  San Pablo Burgos
`);
export const BBL = n(`
  FC Bayern München
  ALBA Berlin
  ratiopharm Ulm
  MHP Riesen Ludwigsburg
  Telekom Baskets Bonn
  Niners Chemnitz
  Würzburg Baskets
  Rostock Seawolves
  MLP Academics Heidelberg
  Syntainics MBC
  Veolia Towers Hamburg
  Basketball Löwen Braunschweig
  Bamberg Baskets
  FRAPORT SKYLINERS
  BG Göttingen
  EWE Baskets Oldenburg
  Science City Jena
  Trier Gladiators
`);
export const LEGA_BASKET = n(`
  Olimpia Milano
  Virtus Bologna
  Dolomiti Energia Trento
  Umana Reyer Venezia
  Germani Brescia
  Bertram Derthona Tortona
  Banco di Sardegna Sassari
  Openjobmetis Varese
  Pallacanestro Trieste
  UNAHOTELS Reggio Emilia
  Napoli Basket
  Vanoli Cremona
  Trapani Shark
  Acqua S.Bernardo Cantù
  NutriBullet Treviso
  Givova Scafati
`);
export const LNB_ELITE = n(`
  Paris Basketball
  AS Monaco
  LDLC ASVEL
  JL Bourg
  Nanterre 92
  Cholet Basket
  Le Mans Sarthe Basket
  Élan Chalon
  SIG Strasbourg
  BCM Gravelines-Dunkerque
  Limoges CSP
  JDA Dijon
  ESSM Le Portel
  Saint-Quentin Basket-Ball
  Boulazac Basket Dordogne
  SLUC Nancy
`);
export const BASKETBOL_SUPER_LIGI = n(`
  Fenerbahçe Beko
  Anadolu Efes
  Beşiktaş Fibabanka
  Türk Telekom
  Galatasaray MCT Technic
  Bahçeşehir Koleji
  Karşıyaka
  Tofaş
  Manisa Basket
  Aliağa Petkimspor
  Trabzonspor
  Mersinspor
  Büyükçekmece Basketbol
  Bursaspor
  Esenler Erokspor
  Glint Manisa
`);
export const GREEK_BASKET_LEAGUE = n(`
  Olympiacos
  Panathinaikos
  AEK Athens
  PAOK
  Aris Thessaloniki
  Peristeri
  Promitheas Patras
  Kolossos Rhodes
  Karditsa
  Maroussi
  Lavrio
  Mykonos
`);
export const CBA = n(`
  Liaoning Flying Leopards
  Guangdong Southern Tigers
  Zhejiang Golden Bulls
  Shanghai Sharks
  Beijing Ducks
  Shenzhen Leopards
  Xinjiang Flying Tigers
  Shandong Heroes
  Zhejiang Lions
  Shanxi Loongs
  Beijing Royal Fighters
  Qingdao Eagles
  Jilin Northeast Tigers
  Fujian Sturgeons
  Tianjin Pioneers
  Jiangsu Dragons
  Sichuan Blue Whales
  Ningbo Rockets
  Guangzhou Loong Lions
  Nanjing Monkey Kings
`);
export const NBL = n(`
  Melbourne United
  Illawarra Hawks
  Perth Wildcats
  Sydney Kings
  South East Melbourne Phoenix
  Adelaide 36ers
  Tasmania JackJumpers
  New Zealand Breakers
  Brisbane Bullets
  Cairns Taipans
`);
export const B_LEAGUE = n(`
  Utsunomiya Brex
  Chiba Jets
  Ryukyu Golden Kings
  Alvark Tokyo
  Nagoya Diamond Dolphins
  Shimane Susanoo Magic
  Hiroshima Dragonflies
  Kawasaki Brave Thunders
  Sunrockers Shibuya
  Yokohama B-Corsairs
  Gunma Crane Thunders
  Osaka Evessa
  Levanga Hokkaido
  Sendai 89ers
`);
export const KBL = n(`
  Seoul SK Knights
  Changwon LG Sakers
  Ulsan Hyundai Mobis Phoebus
  Suwon KT Sonicboom
  Busan KCC Egis
  Anyang Jung Kwan Jang Red Boosters
  Goyang Sono Skygunners
  Daegu KOGAS Pegasus
  Wonju DB Promy
  Seoul Samsung Thunders
`);
export const NBB = n(`
  Flamengo
  Franca Basquete
  Minas
  Sesi Franca
  Pinheiros
  Paulistano
  Corinthians
  São Paulo
  Bauru Basket
  Unifacisa
  Brasília Basquete
  Caxias do Sul Basquete
  Mogi Basquete
  Vasco da Gama
`);

// Ice hockey
export const NHL = n(`
  Florida Panthers
  Edmonton Oilers
  Colorado Avalanche
  Dallas Stars
  Carolina Hurricanes
  Vegas Golden Knights
  Winnipeg Jets
  Toronto Maple Leafs
  Tampa Bay Lightning
  Washington Capitals
  Los Angeles Kings
  New Jersey Devils
  Minnesota Wild
  Ottawa Senators
  Montréal Canadiens
  St. Louis Blues
  Calgary Flames
  Vancouver Canucks
  New York Rangers
  Utah Mammoth
  Detroit Red Wings
  Columbus Blue Jackets
  New York Islanders
  Boston Bruins
  Pittsburgh Penguins
  Anaheim Ducks
  Buffalo Sabres
  Seattle Kraken
  Philadelphia Flyers
  Nashville Predators
  Chicago Blackhawks
  San Jose Sharks
`);
export const AHL = n(`
  Hershey Bears
  Charlotte Checkers
  Providence Bruins
  Laval Rocket
  Rochester Americans
  Abbotsford Canucks
  Milwaukee Admirals
  Texas Stars
  Coachella Valley Firebirds
  Colorado Eagles
  Cleveland Monsters
  Toronto Marlies
  Hartford Wolf Pack
  Springfield Thunderbirds
  Chicago Wolves
  Grand Rapids Griffins
`);
export const KHL = n(`
  Lokomotiv Yaroslavl
  Traktor Chelyabinsk
  Ak Bars Kazan
  Metallurg Magnitogorsk
  CSKA Moscow
  SKA Saint Petersburg
  Dynamo Moscow
  Avangard Omsk
  Salavat Yulaev Ufa
  Spartak Moscow
  Torpedo Nizhny Novgorod
  Severstal Cherepovets
  Avtomobilist Yekaterinburg
  Sibir Novosibirsk
  Amur Khabarovsk
  Barys Astana
  Dinamo Minsk
  Neftekhimik Nizhnekamsk
  Admiral Vladivostok
  Lada Togliatti
  HC Sochi
  Shanghai Dragons
`);
export const SHL = n(`
  Luleå HF
  Färjestad BK
  Skellefteå AIK
  Frölunda HC
  Brynäs IF
  Rögle BK
  Växjö Lakers
  Leksands IF
  Djurgårdens IF
  HV71
  Linköping HC
  Malmö Redhawks
  Örebro HK
  Timrå IK
`);
export const LIIGA = n(`
  KalPa
  Tappara
  Lukko
  Ilves
  HIFK
  Pelicans
  SaiPa
  Kärpät
  TPS
  KooKoo
  HPK
  Vaasan Sport
  JYP
  Jukurit
  Ässät
  K-Espoo
`);
export const DEL = n(`
  Eisbären Berlin
  Kölner Haie
  ERC Ingolstadt
  Adler Mannheim
  Red Bull München
  Straubing Tigers
  Nürnberg Ice Tigers
  Grizzlys Wolfsburg
  Augsburger Panther
  Löwen Frankfurt
  Iserlohn Roosters
  Schwenninger Wild Wings
  Fischtown Pinguins Bremerhaven
  Dresdner Eislöwen
`);
export const SWISS_NATIONAL_LEAGUE = n(`
  ZSC Lions
  Lausanne HC
  HC Davos
  HC Fribourg-Gottéron
  SC Bern
  Genève-Servette HC
  EV Zug
  HC Lugano
  SCL Tigers
  EHC Kloten
  HC Ambrì-Piotta
  EHC Biel-Bienne
  HC Ajoie
  SC Rapperswil-Jona Lakers
`);
export const CZECH_EXTRALIGA = n(`
  HC Dynamo Pardubice
  HC Sparta Praha
  HC Oceláři Třinec
  Mountfield HK
  HC Kometa Brno
  HC Vítkovice Ridera
  HC Energie Karlovy Vary
  Bílí Tygři Liberec
  HC Škoda Plzeň
  HC Olomouc
  HC Verva Litvínov
  Motor České Budějovice
  Rytíři Kladno
  PSG Berani Zlín
`);

// Cricket
export const IPL = n(`
  Royal Challengers Bengaluru
  Mumbai Indians
  Punjab Kings
  Gujarat Titans
  Delhi Capitals
  Kolkata Knight Riders
  Sunrisers Hyderabad
  Lucknow Super Giants
  Chennai Super Kings
  Rajasthan Royals
`);
export const BIG_BASH = n(`
  Hobart Hurricanes
  Melbourne Stars
  Perth Scorchers
  Sydney Sixers
  Brisbane Heat
  Adelaide Strikers
  Sydney Thunder
  Melbourne Renegades
`);
export const THE_HUNDRED = n(`
  Oval Invincibles
  London Spirit
  Trent Rockets
  Southern Brave
  Birmingham Phoenix
  Manchester Originals
  Northern Superchargers
  Welsh Fire
`);
export const COUNTY_CHAMPIONSHIP = n(`
  Surrey
  Somerset
  Essex
  Nottinghamshire
  Hampshire
  Warwickshire
  Durham
  Worcestershire
  Lancashire
  Yorkshire
  Kent
  Sussex
  Glamorgan
  Middlesex
  Derbyshire
  Leicestershire
  Gloucestershire
  Northamptonshire
`);
export const SA20 = n(`
  MI Cape Town
  Sunrisers Eastern Cape
  Paarl Royals
  Joburg Super Kings
  Durban's Super Giants
  Pretoria Capitals
`);
export const CRICKET_NATIONS = n(`
  India
  Australia
  England
  South Africa
  New Zealand
  Pakistan
  Sri Lanka
  West Indies
  Bangladesh
  Afghanistan
`);

// American football, baseball
export const NFL = n(`
  Philadelphia Eagles
  Kansas City Chiefs
  Buffalo Bills
  Baltimore Ravens
  Detroit Lions
  Los Angeles Rams
  Green Bay Packers
  Washington Commanders
  San Francisco 49ers
  Minnesota Vikings
  Houston Texans
  Denver Broncos
  Los Angeles Chargers
  Pittsburgh Steelers
  Tampa Bay Buccaneers
  Cincinnati Bengals
  Seattle Seahawks
  Arizona Cardinals
  Atlanta Falcons
  Chicago Bears
  Dallas Cowboys
  Jacksonville Jaguars
  Indianapolis Colts
  Miami Dolphins
  New England Patriots
  New York Jets
  Las Vegas Raiders
  New Orleans Saints
  New York Giants
  Carolina Panthers
  Tennessee Titans
  Cleveland Browns
`);
export const NCAAF = n(`
  Ohio State Buckeyes
  Texas Longhorns
  Georgia Bulldogs
  Penn State Nittany Lions
  Notre Dame Fighting Irish
  Oregon Ducks
  Alabama Crimson Tide
  LSU Tigers
  Miami Hurricanes
  Clemson Tigers
  Michigan Wolverines
  Ole Miss Rebels
  Texas A&M Aggies
  Tennessee Volunteers
  Florida State Seminoles
  Oklahoma Sooners
  USC Trojans
  SMU Mustangs
  Indiana Hoosiers
  Arizona State Sun Devils
  Iowa State Cyclones
  BYU Cougars
  Missouri Tigers
  Kansas State Wildcats
  Louisville Cardinals
  Utah Utes
  Auburn Tigers
  Florida Gators
  Nebraska Cornhuskers
  Wisconsin Badgers
`);
export const CFL = n(`
  Saskatchewan Roughriders
  Montreal Alouettes
  Winnipeg Blue Bombers
  BC Lions
  Hamilton Tiger-Cats
  Calgary Stampeders
  Toronto Argonauts
  Edmonton Elks
  Ottawa Redblacks
`);
export const MLB = n(`
  Los Angeles Dodgers
  Philadelphia Phillies
  New York Yankees
  Milwaukee Brewers
  Toronto Blue Jays
  Seattle Mariners
  Chicago Cubs
  Detroit Tigers
  Boston Red Sox
  San Diego Padres
  Houston Astros
  New York Mets
  Cleveland Guardians
  Kansas City Royals
  Texas Rangers
  Arizona Diamondbacks
  Tampa Bay Rays
  Cincinnati Reds
  San Francisco Giants
  St. Louis Cardinals
  Atlanta Braves
  Baltimore Orioles
  Athletics
  Los Angeles Angels
  Miami Marlins
  Pittsburgh Pirates
  Minnesota Twins
  Chicago White Sox
  Colorado Rockies
  Washington Nationals
`);
export const NPB = n(`
  Fukuoka SoftBank Hawks
  Hanshin Tigers
  Yomiuri Giants
  Hokkaido Nippon-Ham Fighters
  Orix Buffaloes
  Yokohama DeNA BayStars
  Hiroshima Toyo Carp
  Tohoku Rakuten Golden Eagles
  Chiba Lotte Marines
  Saitama Seibu Lions
  Chunichi Dragons
  Tokyo Yakult Swallows
`);
export const KBO = n(`
  LG Twins
  Hanwha Eagles
  SSG Landers
  Samsung Lions
  NC Dinos
  KT Wiz
  Lotte Giants
  KIA Tigers
  Doosan Bears
  Kiwoom Heroes
`);
export const LMP = n(`
  Charros de Jalisco
  Naranjeros de Hermosillo
  Tomateros de Culiacán
  Algodoneros de Guasave
  Venados de Mazatlán
  Cañeros de Los Mochis
  Yaquis de Obregón
  Águilas de Mexicali
  Mayos de Navojoa
  Sultanes de Monterrey
`);
export const ABL = n(`
  Adelaide Giants
  Brisbane Bandits
  Canberra Cavalry
  Melbourne Aces
  Perth Heat
  Sydney Blue Sox
`);

// Volleyball, handball
export const SUPERLEGA = n(`
  Sir Susa Vim Perugia
  Itas Trentino
  Cucine Lube Civitanova
  Allianz Milano
  Rana Verona
  Valsa Group Modena
  Gas Sales Bluenergy Piacenza
  Vero Volley Monza
  Yuasa Battery Grottazzolina
  Cisterna Volley
  Sonepar Padova
  Emma Villas Siena
`);
export const PLUSLIGA = n(`
  Aluron CMC Warta Zawiercie
  Jastrzębski Węgiel
  PGE Projekt Warszawa
  Asseco Resovia Rzeszów
  Bogdanka LUK Lublin
  ZAKSA Kędzierzyn-Koźle
  Trefl Gdańsk
  PGE GiEK Skra Bełchatów
  Indykpol AZS Olsztyn
  Cuprum Stilon Gorzów
  GKS Katowice
  Ślepsk Malow Suwałki
  Barkom-Każany Lwów
  PSG Stal Nysa
`);
export const EFELER_LIGI = n(`
  Halkbank
  Ziraat Bankası
  Fenerbahçe Medicana
  Galatasaray HDI Sigorta
  Arkas Spor
  Spor Toto
  Akkuş Belediyespor
  Cizre Belediyespor
  Alanya Belediyespor
  Bursa Büyükşehir Belediyespor
  Tokat Belediye Plevne
  Sorgun Belediyespor
`);
export const SUPERLIGA_VOLEI = n(`
  Sada Cruzeiro
  Itambé Minas
  Sesi Bauru
  Vôlei Renata
  Suzano Vôlei
  Joinville Vôlei
  Praia Clube
  Apan Blumenau
  Guarulhos Vôlei
  Monte Carmelo
`);
export const CEV_CHAMPIONS_LEAGUE = n(`
  Sir Susa Vim Perugia
  Itas Trentino
  Jastrzębski Węgiel
  Aluron CMC Warta Zawiercie
  Halkbank Ankara
  Ziraat Bankası Ankara
  BR Volleys Berlin
  Tours VB
  Knack Roeselare
  ACH Volley Ljubljana
  Olympiacos Piraeus
  Fenerbahçe Medicana Istanbul
`);
export const HANDBALL_BUNDESLIGA = n(`
  Füchse Berlin
  SC Magdeburg
  SG Flensburg-Handewitt
  THW Kiel
  MT Melsungen
  Rhein-Neckar Löwen
  TSV Hannover-Burgdorf
  HSV Hamburg
  Frisch Auf Göppingen
  TBV Lemgo Lippe
  SC DHfK Leipzig
  HSG Wetzlar
  VfL Gummersbach
  ThSV Eisenach
  Bergischer HC
  HC Erlangen
  TVB Stuttgart
  1. VfL Potsdam
`);
export const STARLIGUE = n(`
  Paris Saint-Germain Handball
  HBC Nantes
  Montpellier Handball
  Fenix Toulouse
  Chambéry Savoie Mont Blanc
  USAM Nîmes Gard
  Dunkerque Handball Grand Littoral
  Saint-Raphaël Var Handball
  Limoges Handball
  Istres Provence Handball
  Cesson-Rennes Métropole
  Pays d'Aix UC
  Sélestat Alsace Handball
  C' Chartres Métropole Handball
`);
export const LIGA_ASOBAL = n(`
  FC Barcelona
  Bidasoa Irun
  Fraikin BM Granollers
  Abanca Ademar León
  Bathco BM Torrelavega
  Recoletas Atlético Valladolid
  Helvetia Anaitasuna
  BM Logroño La Rioja
  Frigoríficos Morrazo
  Rebi BM Cuenca
  Bada Huesca
  Unicaja Banco Sinfín
  BM Benidorm
  Puerto Sagunto
`);
export const HERRE_HANDBOLD_LIGAEN = n(`
  Aalborg Håndbold
  GOG
  Bjerringbro-Silkeborg
  Skjern Håndbold
  TTH Holstebro
  Fredericia HK
  Mors-Thy Håndbold
  Ribe-Esbjerg HH
  Kolding IF
  Skanderborg Aarhus Håndbold
  Nordsjælland Håndbold
  Sønderjyske Håndbold
  TMS Ringsted
  Grindsted GIF
`);
export const EHF_CHAMPIONS_LEAGUE = n(`
  Füchse Berlin
  SC Magdeburg
  FC Barcelona
  Aalborg Håndbold
  Veszprém HC
  Industria Kielce
  Paris Saint-Germain Handball
  HBC Nantes
  Sporting CP
  FC Porto
  GOG
  Orlen Wisła Płock
  OTP Bank-Pick Szeged
  Dinamo București
  Eurofarm Pelister
  Kolstad Håndball
`);

// Rugby, Australian rules
export const PREMIERSHIP_RUGBY = n(`
  Northampton Saints
  Bath Rugby
  Leicester Tigers
  Saracens
  Bristol Bears
  Sale Sharks
  Gloucester Rugby
  Harlequins
  Exeter Chiefs
  Newcastle Red Bulls
`);
export const TOP_14 = n(`
  Stade Toulousain
  Union Bordeaux-Bègles
  RC Toulon
  Stade Français Paris
  Castres Olympique
  Racing 92
  ASM Clermont Auvergne
  Section Paloise
  Stade Rochelais
  Aviron Bayonnais
  Montpellier Hérault Rugby
  Lyon OU
  USA Perpignan
  US Montauban
`);
export const URC = n(`
  Leinster
  Bulls
  Glasgow Warriors
  Munster
  Sharks
  Stormers
  Edinburgh
  Ulster
  Connacht
  Benetton
  Lions
  Cardiff Rugby
  Ospreys
  Scarlets
  Dragons RFC
  Zebre Parma
`);
export const RUGBY_NATIONS = n(`
  South Africa
  New Zealand
  Ireland
  France
  England
  Argentina
  Australia
  Scotland
  Fiji
  Italy
  Wales
  Japan
  Georgia
  Samoa
`);
export const NRL = n(`
  Melbourne Storm
  Canterbury-Bankstown Bulldogs
  Canberra Raiders
  Penrith Panthers
  Brisbane Broncos
  Cronulla-Sutherland Sharks
  New Zealand Warriors
  Sydney Roosters
  Dolphins
  Manly Warringah Sea Eagles
  South Sydney Rabbitohs
  North Queensland Cowboys
  St George Illawarra Dragons
  Wests Tigers
  Gold Coast Titans
  Newcastle Knights
  Parramatta Eels
`);
export const SUPER_LEAGUE_RUGBY = n(`
  Hull KR
  Wigan Warriors
  Leigh Leopards
  St Helens
  Leeds Rhinos
  Warrington Wolves
  Hull FC
  Catalans Dragons
  Wakefield Trinity
  Huddersfield Giants
  Castleford Tigers
  York Knights
`);
export const AFL = n(`
  Brisbane Lions
  Geelong Cats
  Collingwood
  Hawthorn
  Adelaide Crows
  Gold Coast Suns
  GWS Giants
  Fremantle
  Western Bulldogs
  Sydney Swans
  Carlton
  St Kilda
  Melbourne
  Port Adelaide
  Essendon
  North Melbourne
  Richmond
  West Coast Eagles
`);
export const PRO_KABADDI = n(`
  Haryana Steelers
  Patna Pirates
  Dabang Delhi K.C.
  Puneri Paltan
  U Mumba
  Jaipur Pink Panthers
  Bengaluru Bulls
  Tamil Thalaivas
  Telugu Titans
  Gujarat Giants
  Bengal Warriorz
  UP Yoddhas
`);
export const SUPER_NETBALL = n(`
  Melbourne Vixens
  Adelaide Thunderbirds
  West Coast Fever
  NSW Swifts
  Sunshine Coast Lightning
  Queensland Firebirds
  Giants Netball
  Melbourne Mavericks
`);

// Esports
export const CS_TEAMS = n(`
  Team Vitality
  MOUZ
  Team Spirit
  The MongolZ
  Natus Vincere
  FaZe Clan
  Aurora Gaming
  Team Falcons
  G2 Esports
  FURIA Esports
  Astralis
  3DMAX
  Team Liquid
  paiN Gaming
  GamerLegion
  Virtus.pro
  HEROIC
  Eternal Fire
`);
export const DOTA_TEAMS = n(`
  Team Falcons
  Tundra Esports
  PARIVISION
  Team Spirit
  BetBoom Team
  Team Liquid
  Gaimin Gladiators
  Xtreme Gaming
  Aurora Gaming
  HEROIC
  Nigma Galaxy
  Natus Vincere
  OG
  Team Tidebound
`);
export const LCK_TEAMS = n(`
  Gen.G
  Hanwha Life Esports
  T1
  KT Rolster
  Dplus KIA
  BNK FEARX
  Nongshim RedForce
  DN Freecs
  OKSavingsBank BRION
  DRX
`);
export const LEC_TEAMS = n(`
  G2 Esports
  Movistar KOI
  Fnatic
  Karmine Corp
  Team Vitality
  Team Heretics
  GIANTX
  SK Gaming
  Natus Vincere
  Shifters
`);
export const LPL_TEAMS = n(`
  Bilibili Gaming
  Anyone's Legend
  Top Esports
  JD Gaming
  Invictus Gaming
  Weibo Gaming
  Ninjas in Pyjamas
  LNG Esports
  EDward Gaming
  FunPlus Phoenix
  Team WE
  Oh My God
`);
export const VALORANT_TEAMS = n(`
  Fnatic
  Paper Rex
  Team Heretics
  G2 Esports
  Sentinels
  NRG
  DRX
  T1
  EDward Gaming
  Team Liquid
  MIBR
  Rex Regum Qeon
  Gen.G
  Bilibili Gaming
  FUT Esports
  Xi Lai Gaming
`);
/** Esoccer and ebasketball: clubs driven by named players, as the virtual feeds list them. */
export const ESOCCER_TEAMS = n(`
  Real Madrid (Kodak)
  Manchester City (Boulevard)
  Liverpool (Flewless_phoenix)
  FC Barcelona (Kray)
  Inter (Arcos)
  Arsenal (Hotshot)
  Paris Saint-Germain (Lowheels)
  FC Bayern München (Nio)
  Napoli (Wboy)
  Juventus (Glumac)
`);
export const EBASKETBALL_TEAMS = n(`
  Boston Celtics (Sniper)
  Denver Nuggets (Chef)
  Los Angeles Lakers (Hoop)
  Golden State Warriors (Mamba)
  Milwaukee Bucks (Unbreakable)
  Phoenix Suns (Rain)
  Oklahoma City Thunder (Kiss)
  New York Knicks (Twister)
`);
export const LEN_CHAMPIONS_LEAGUE = n(`
  Pro Recco
  Ferencváros
  Novi Beograd
  Olympiacos
  CN Atlètic-Barceloneta
  Jadran Split
  Waspo 98 Hannover
  CN Marseille
  Szolnoki Dózsa
  Radnički Kragujevac
  Mladost Zagreb
  Brescia
`);
