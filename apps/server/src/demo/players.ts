import { nameLines as n } from './name-lines.ts';
import type { Random } from './prng.ts';

/**
 * Individual competitors, strongest first (ratings come from the order): tours, darts, snooker,
 * table tennis, combat sports by weight class, golf, Formula 1, goalscorers and cricket batsmen.
 * Lower tiers (Challengers, ITF, Liga Pro) draw believable names from regional name pools.
 */

export const ATP = n(`
  Jannik Sinner
  Carlos Alcaraz
  Alexander Zverev
  Novak Djokovic
  Taylor Fritz
  Ben Shelton
  Alex de Minaur
  Lorenzo Musetti
  Félix Auger-Aliassime
  Jack Draper
  Holger Rune
  Karen Khachanov
  Casper Ruud
  Daniil Medvedev
  Andrey Rublev
  Alexander Bublik
  Jakub Menšík
  Tommy Paul
  Frances Tiafoe
  Flavio Cobolli
  Jiří Lehečka
  Arthur Fils
  Ugo Humbert
  Denis Shapovalov
  Alejandro Davidovich Fokina
  Francisco Cerúndolo
  Tomás Martín Etcheverry
  Stefanos Tsitsipas
  Brandon Nakashima
  Learner Tien
  João Fonseca
  Giovanni Mpetshi Perricard
`);
export const WTA = n(`
  Aryna Sabalenka
  Iga Świątek
  Coco Gauff
  Amanda Anisimova
  Elena Rybakina
  Jessica Pegula
  Madison Keys
  Mirra Andreeva
  Jasmine Paolini
  Ekaterina Alexandrova
  Belinda Bencic
  Clara Tauson
  Karolína Muchová
  Elina Svitolina
  Liudmila Samsonova
  Emma Navarro
  Naomi Osaka
  Victoria Mboko
  Diana Shnaider
  Leylah Fernandez
  Barbora Krejčíková
  Qinwen Zheng
  Paula Badosa
  Marta Kostyuk
  Emma Raducanu
  Elise Mertens
  Sofia Kenin
  Beatriz Haddad Maia
  Anna Kalinskaya
  Veronika Kudermetova
  Linda Nosková
  Daria Kasatkina
`);
export const TENNIS_NATIONS_MEN = n(`
  Italy
  Spain
  Germany
  USA
  Australia
  Argentina
  Netherlands
  Canada
  France
  Czechia
  Great Britain
  Serbia
`);
export const TENNIS_NATIONS_WOMEN = n(`
  USA
  Italy
  Poland
  Czechia
  Kazakhstan
  Japan
  Ukraine
  Spain
  Great Britain
  Canada
  Australia
  China
`);
export const PDC_PLAYERS = n(`
  Luke Littler
  Luke Humphries
  Michael van Gerwen
  Gerwyn Price
  Stephen Bunting
  Jonny Clayton
  Gian van Veen
  Josh Rock
  Danny Noppert
  Rob Cross
  James Wade
  Nathan Aspinall
  Chris Dobey
  Damon Heta
  Dave Chisnall
  Ross Smith
  Martin Schindler
  Peter Wright
  Dimitri Van den Bergh
  Ryan Searle
  Mike De Decker
  Wessel Nijman
  Dirk van Duijvenbode
  Gary Anderson
  Ricardo Pietreczko
  Cameron Menzies
  Jermaine Wattimena
  Andrew Gilding
  Daryl Gurney
  Joe Cullen
  Krzysztof Ratajski
  Ryan Joyce
`);
export const SNOOKER_PLAYERS = n(`
  Judd Trump
  Kyren Wilson
  Zhao Xintong
  Neil Robertson
  Mark Selby
  John Higgins
  Mark Allen
  Ronnie O'Sullivan
  Shaun Murphy
  Ding Junhui
  Xiao Guodong
  Wu Yize
  Si Jiahui
  Barry Hawkins
  Chris Wakelin
  Mark Williams
  Ali Carter
  Stuart Bingham
  Jack Lisowski
  Zhang Anda
  Pang Junxu
  Elliot Slessor
  Hossein Vafaei
  Tom Ford
  David Gilbert
  Gary Wilson
  Joe O'Connor
  Jak Jones
  Ryan Day
  Jackson Page
  Lei Peifan
  Stephen Maguire
`);
export const TABLE_TENNIS_PLAYERS = n(`
  Wang Chuqin
  Lin Shidong
  Tomokazu Harimoto
  Hugo Calderano
  Truls Möregård
  Felix Lebrun
  Liang Jingkun
  Lin Yun-Ju
  Dang Qiu
  Alexis Lebrun
  Patrick Franziska
  Xiang Peng
  Shunsuke Togami
  Benedikt Duda
  Anders Lind
  Sora Matsushima
  Jang Woojin
  Lim Jonghoon
  Darko Jorgić
  Quadri Aruna
`);
export const BADMINTON_PLAYERS = n(`
  Shi Yuqi
  Anders Antonsen
  Kunlavut Vitidsarn
  Christo Popov
  Jonatan Christie
  Li Shifeng
  Alex Lanier
  Kodai Naraoka
  Chou Tien-chen
  Lee Zii Jia
  Loh Kean Yew
  Viktor Axelsen
  Lakshya Sen
  Weng Hongyang
  Koki Watanabe
  Lee Cheuk Yiu
`);
/** Padel and beach volleyball are played in pairs; a pair is one competitor. */
export const PADEL_PAIRS = n(`
  Arturo Coello / Agustín Tapia
  Alejandro Galán / Federico Chingotto
  Juan Lebrón / Franco Stupaczuk
  Paquito Navarro / Francisco Guerrero
  Martín Di Nenno / Leandro Augsburger
  Mike Yanguas / Jon Sanz
  Coki Nieto / Jairo Garrido
  Javi Leal / Fernando Belasteguín
`);
export const BEACH_VOLLEYBALL_PAIRS = n(`
  Anders Mol / Christian Sørum
  David Åhman / Jonatan Hellvig
  Miles Partain / Andy Benesh
  Nils Ehlers / Clemens Wickler
  Stefan Boermans / Yorick de Groot
  Evandro Oliveira / Arthur Lanci
  Adrian Carambula / Alex Ranghieri
  Paul Burnett / Jack Pearse
`);

/** Combat sports: fights are made within a weight class. */
export const UFC_DIVISIONS: readonly (readonly string[])[] = [
  n(`
    Tom Aspinall
    Ciryl Gane
    Alexander Volkov
    Sergei Pavlovich
    Curtis Blaydes
    Jailton Almeida
    Waldo Cortes-Acosta
    Derrick Lewis
  `),
  n(`
    Khamzat Chimaev
    Dricus du Plessis
    Nassourdine Imavov
    Sean Strickland
    Reinier de Ridder
    Anthony Hernandez
    Caio Borralho
    Israel Adesanya
  `),
  n(`
    Islam Makhachev
    Jack Della Maddalena
    Belal Muhammad
    Shavkat Rakhmonov
    Ian Machado Garry
    Sean Brady
    Carlos Prates
    Michael Morales
  `),
  n(`
    Ilia Topuria
    Arman Tsarukyan
    Charles Oliveira
    Justin Gaethje
    Paddy Pimblett
    Mateusz Gamrot
    Dan Hooker
    Benoît Saint Denis
  `),
  n(`
    Merab Dvalishvili
    Petr Yan
    Umar Nurmagomedov
    Sean O'Malley
    Cory Sandhagen
    Song Yadong
    Deiveson Figueiredo
    Aiemann Zahabi
  `),
];
export const PFL_DIVISIONS: readonly (readonly string[])[] = [
  n(`
    Francis Ngannou
    Renan Ferreira
    Vadim Nemkov
    Denis Goltsov
    Valentin Moldavsky
    Oleg Popov
  `),
  n(`
    Usman Nurmagomedov
    Paul Hughes
    Gadzhi Rabadanov
    Alfie Davis
    Archie Colgan
    Clay Collard
  `),
  n(`
    A.J. McKee
    Patrício Pitbull
    Jesus Pinedo
    Gabriel Alves Braga
    Movlid Khaybulaev
    Adam Borics
  `),
];
export const BOXING_DIVISIONS: readonly (readonly string[])[] = [
  n(`
    Oleksandr Usyk
    Daniel Dubois
    Joseph Parker
    Anthony Joshua
    Agit Kabayel
    Fabio Wardley
    Zhilei Zhang
    Efe Ajagba
  `),
  n(`
    Dmitry Bivol
    Artur Beterbiev
    David Benavidez
    Callum Smith
    Joshua Buatsi
    Anthony Yarde
  `),
  n(`
    Terence Crawford
    Canelo Álvarez
    Christian Mbilli
    Diego Pacheco
    William Scull
    Jaime Munguía
  `),
  n(`
    Naoya Inoue
    Junto Nakatani
    Murodjon Akhmadaliev
    Alan David Picasso
    Ramón Cárdenas
    Sam Goodman
  `),
  n(`
    Shakur Stevenson
    Gervonta Davis
    Keyshawn Davis
    William Zepeda
    Raymond Muratalla
    Abdullah Mason
  `),
];

export const GOLFERS = n(`
  Scottie Scheffler
  Rory McIlroy
  Xander Schauffele
  Tommy Fleetwood
  Russell Henley
  Collin Morikawa
  Justin Thomas
  Ludvig Åberg
  Bryson DeChambeau
  Jon Rahm
  J.J. Spaun
  Robert MacIntyre
  Viktor Hovland
  Ben Griffin
  Harris English
  Hideki Matsuyama
  Keegan Bradley
  Patrick Cantlay
  Sepp Straka
  Shane Lowry
  Tyrrell Hatton
  Cameron Young
  Sam Burns
  Corey Conners
  Min Woo Lee
  Matt Fitzpatrick
  Jordan Spieth
  Brooks Koepka
  Akshay Bhatia
  Wyndham Clark
`);
export const F1_DRIVERS = n(`
  Max Verstappen
  Lando Norris
  Oscar Piastri
  George Russell
  Charles Leclerc
  Lewis Hamilton
  Kimi Antonelli
  Fernando Alonso
  Carlos Sainz
  Alexander Albon
  Isack Hadjar
  Oliver Bearman
  Pierre Gasly
  Nico Hülkenberg
  Liam Lawson
  Esteban Ocon
  Gabriel Bortoleto
  Lance Stroll
  Franco Colapinto
  Arvid Lindblad
  Valtteri Bottas
  Sergio Pérez
`);
export const F1_CONSTRUCTORS = n(`
  McLaren
  Mercedes
  Red Bull Racing
  Ferrari
  Williams
  Aston Martin
  Racing Bulls
  Haas
  Alpine
  Audi
  Cadillac
`);
export const PREMIER_LEAGUE_STRIKERS = n(`
  Erling Haaland
  Mohamed Salah
  Viktor Gyökeres
  Hugo Ekitiké
  Alexander Isak
  Cole Palmer
  Bryan Mbeumo
  Benjamin Šeško
  Ollie Watkins
  Jean-Philippe Mateta
  Igor Thiago
  João Pedro
  Nick Woltemade
  Chris Wood
  Richarlison
  Antoine Semenyo
  Jarrod Bowen
  Danny Welbeck
  Dominic Calvert-Lewin
  Evanilson
`);
export const LALIGA_STRIKERS = n(`
  Kylian Mbappé
  Robert Lewandowski
  Vinícius Júnior
  Julián Álvarez
  Lamine Yamal
  Ferran Torres
  Ante Budimir
  Ayoze Pérez
  Mikel Oyarzabal
  Alexander Sørloth
  Borja Iglesias
  Raphinha
  Vedat Muriqi
  Kike García
`);

/** Batsmen of the national sides, best first: the field of the Top Team Batsman markets. */
export const CRICKET_BATSMEN: Readonly<Record<string, readonly string[]>> = {
  India: n(`
    Shubman Gill
    Yashasvi Jaiswal
    KL Rahul
    Rishabh Pant
    Virat Kohli
    Shreyas Iyer
    Suryakumar Yadav
  `),
  Australia: n(`
    Travis Head
    Steve Smith
    Marnus Labuschagne
    Usman Khawaja
    Mitchell Marsh
    Cameron Green
    Josh Inglis
  `),
  England: n(`
    Joe Root
    Harry Brook
    Ben Duckett
    Zak Crawley
    Ollie Pope
    Ben Stokes
    Jamie Smith
  `),
  'South Africa': n(`
    Aiden Markram
    Temba Bavuma
    Tristan Stubbs
    Ryan Rickelton
    Quinton de Kock
    David Miller
    Dewald Brevis
  `),
  'New Zealand': n(`
    Kane Williamson
    Devon Conway
    Rachin Ravindra
    Daryl Mitchell
    Tom Latham
    Glenn Phillips
    Will Young
  `),
  Pakistan: n(`
    Babar Azam
    Mohammad Rizwan
    Fakhar Zaman
    Saim Ayub
    Salman Ali Agha
    Shan Masood
    Saud Shakeel
  `),
  'Sri Lanka': n(`
    Pathum Nissanka
    Kusal Mendis
    Kamindu Mendis
    Charith Asalanka
    Dhananjaya de Silva
    Kusal Perera
  `),
  'West Indies': n(`
    Shai Hope
    Brandon King
    Shimron Hetmyer
    Roston Chase
    Kraigg Brathwaite
    Sherfane Rutherford
  `),
  Bangladesh: n(`
    Litton Das
    Najmul Hossain Shanto
    Towhid Hridoy
    Mushfiqur Rahim
    Mehidy Hasan Miraz
    Tanzid Hasan
  `),
  Afghanistan: n(`
    Rahmanullah Gurbaz
    Ibrahim Zadran
    Sediqullah Atal
    Azmatullah Omarzai
    Hashmatullah Shahidi
    Mohammad Nabi
  `),
};

/** Regional name pools for generated players; East Asian names are written family name first. */
interface NamePool {
  men: readonly string[];
  women: readonly string[];
  family: readonly string[];
  /** Family names in their feminine form, where the language has one (Novák, Nováková). */
  familyWomen?: readonly string[];
  familyFirst?: boolean;
}

const POOLS: Readonly<Record<string, NamePool>> = {
  anglo: {
    men: ['James', 'Oliver', 'Jack', 'Harry', 'Thomas', 'Daniel', 'Ryan', 'Callum', 'Liam', 'Connor'],
    women: ['Emily', 'Sophie', 'Olivia', 'Charlotte', 'Lucy', 'Hannah', 'Katie', 'Amelia'],
    family: [
      'Smith',
      'Taylor',
      'Brown',
      'Wilson',
      'Davies',
      'Robinson',
      'Wright',
      'Walker',
      'Hughes',
      'Cooper',
    ],
  },
  spanish: {
    men: ['Pablo', 'Javier', 'Alejandro', 'Sergio', 'Nicolás', 'Facundo', 'Tomás', 'Mariano', 'Santiago'],
    women: ['Lucía', 'María', 'Paula', 'Carla', 'Marina', 'Nuria', 'Cristina', 'Julieta'],
    family: [
      'García',
      'Martínez',
      'López',
      'Sánchez',
      'Fernández',
      'Gómez',
      'Díaz',
      'Romero',
      'Navarro',
      'Álvarez',
    ],
  },
  french: {
    men: ['Lucas', 'Hugo', 'Théo', 'Clément', 'Maxime', 'Antoine', 'Quentin', 'Valentin', 'Corentin'],
    women: ['Léa', 'Chloé', 'Manon', 'Camille', 'Clara', 'Océane', 'Inès', 'Margaux'],
    family: [
      'Martin',
      'Bernard',
      'Dubois',
      'Moreau',
      'Laurent',
      'Lefebvre',
      'Rousseau',
      'Chevalier',
      'Gauthier',
    ],
  },
  italian: {
    men: ['Matteo', 'Lorenzo', 'Andrea', 'Luca', 'Francesco', 'Federico', 'Giulio', 'Stefano'],
    women: ['Giulia', 'Martina', 'Sofia', 'Chiara', 'Aurora', 'Elisabetta', 'Lucrezia'],
    family: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'De Luca',
      'Moretti',
    ],
  },
  german: {
    men: ['Maximilian', 'Niklas', 'Jonas', 'Lukas', 'Felix', 'Leon', 'Moritz', 'Henri', 'Tim'],
    women: ['Laura', 'Anna', 'Lena', 'Julia', 'Eva', 'Tamara', 'Jule'],
    family: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Becker',
      'Hoffmann',
      'Krüger',
      'Schröder',
    ],
  },
  czech: {
    men: ['Jakub', 'Tomáš', 'Jan', 'Petr', 'Lukáš', 'Ondřej', 'Vojtěch', 'Michal', 'Jiří', 'Radek', 'Filip'],
    women: ['Tereza', 'Karolína', 'Barbora', 'Markéta', 'Kateřina', 'Lucie', 'Anežka'],
    family: [
      'Novák',
      'Svoboda',
      'Novotný',
      'Dvořák',
      'Černý',
      'Procházka',
      'Kučera',
      'Veselý',
      'Horák',
      'Pokorný',
      'Pospíšil',
      'Hájek',
      'Král',
      'Růžička',
      'Beneš',
      'Sedláček',
    ],
    familyWomen: [
      'Nováková',
      'Svobodová',
      'Novotná',
      'Dvořáková',
      'Černá',
      'Procházková',
      'Kučerová',
      'Veselá',
      'Horáková',
      'Pokorná',
      'Pospíšilová',
      'Hájková',
      'Králová',
      'Růžičková',
      'Benešová',
      'Sedláčková',
    ],
  },
  ukrainian: {
    men: [
      'Oleksandr',
      'Dmytro',
      'Andriy',
      'Serhiy',
      'Maksym',
      'Artem',
      'Vladyslav',
      'Yevhen',
      'Mykola',
      'Roman',
    ],
    women: ['Anastasiya', 'Yuliia', 'Dayana', 'Kateryna', 'Daria', 'Olha'],
    family: [
      'Kovalenko',
      'Bondarenko',
      'Tkachenko',
      'Shevchenko',
      'Kravchenko',
      'Melnyk',
      'Boyko',
      'Oliynyk',
      'Lysenko',
      'Marchenko',
      'Rudenko',
      'Savchenko',
      'Petrenko',
      'Pavlenko',
    ],
  },
  japanese: {
    men: ['Haruto', 'Yuto', 'Sota', 'Kaito', 'Ren', 'Riku', 'Hiroki', 'Kenta', 'Shintaro'],
    women: ['Yuki', 'Moyuka', 'Mai', 'Ena', 'Aoi', 'Nao', 'Himeno'],
    family: [
      'Sato',
      'Suzuki',
      'Takahashi',
      'Tanaka',
      'Watanabe',
      'Yamamoto',
      'Nakamura',
      'Mochizuki',
      'Nishioka',
    ],
  },
  chinese: {
    men: ['Yibo', 'Zhiyuan', 'Haoran', 'Junjie', 'Yuxuan', 'Zihao', 'Mingze', 'Tianyu'],
    women: ['Xinyu', 'Shuai', 'Yue', 'Xiyu', 'Lin', 'Yafan'],
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun'],
    familyFirst: true,
  },
  brazilian: {
    men: ['João', 'Pedro', 'Gabriel', 'Matheus', 'Rafael', 'Gustavo', 'Felipe', 'Thiago'],
    women: ['Laura', 'Carolina', 'Beatriz', 'Luisa', 'Gabriela', 'Ingrid'],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Almeida', 'Ferreira', 'Carvalho', 'Araújo'],
  },
  indian: {
    men: ['Arjun', 'Rohan', 'Aditya', 'Siddharth', 'Karan', 'Sumit', 'Mukund', 'Ramkumar', 'Digvijay'],
    women: ['Ankita', 'Sahaja', 'Rutuja', 'Vaidehi', 'Karman', 'Shrivalli'],
    family: ['Sharma', 'Patel', 'Singh', 'Kumar', 'Reddy', 'Nair', 'Menon', 'Bhambri', 'Nagal', 'Ramanathan'],
  },
  nordic: {
    men: ['Erik', 'Magnus', 'Anders', 'Johan', 'Oskar', 'Elias', 'Emil', 'Viktor', 'Otto'],
    women: ['Elsa', 'Ida', 'Maja', 'Emma', 'Caroline', 'Mirjam'],
    family: [
      'Johansson',
      'Andersson',
      'Nilsson',
      'Larsen',
      'Hansen',
      'Nielsen',
      'Virtanen',
      'Korhonen',
      'Ruusuvuori',
    ],
  },
};

export type NamePoolKey = keyof typeof POOLS;
export const ALL_POOLS = Object.keys(POOLS) as readonly NamePoolKey[];

/**
 * `count` distinct generated names from the given pools ('Tomáš Dvořák', 'Zhang Yibo').
 */
export function makePlayers(
  pools: readonly NamePoolKey[],
  gender: 'men' | 'women',
  count: number,
  random: Random,
): string[] {
  const names = new Set<string>();
  // The pools hold far more combinations than any field needs; the bound only guards a bad call.
  for (let attempt = 0; names.size < count && attempt < count * 50; attempt++) {
    const pool = POOLS[random.pick(pools)];
    if (!pool) continue;
    const given = random.pick(pool[gender]);
    const family = random.pick((gender === 'women' && pool.familyWomen) || pool.family);
    names.add(pool.familyFirst ? `${family} ${given}` : `${given} ${family}`);
  }
  return [...names];
}
