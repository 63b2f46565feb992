package dev.wirespeed.store;

import dev.wirespeed.shop.ExchangeRate;
import dev.wirespeed.store.DataVersionRepository.Kind;
import org.jooq.DSLContext;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

import static dev.wirespeed.store.jooq.Tables.EXCHANGE_RATE;

/**
 * Exchange rates as entered by a person, one per pair of currencies: storing USD→JPY replaces a
 * stored JPY→USD, so that a pair never has two competing rates. Rates are kept as decimal text.
 */
public final class ExchangeRateRepository {

    private final DSLContext dsl;

    public ExchangeRateRepository(Database db) {
        this.dsl = db.dsl();
    }

    public List<ExchangeRate> all() {
        return dsl.select(EXCHANGE_RATE.CURRENCY, EXCHANGE_RATE.BASE, EXCHANGE_RATE.RATE, EXCHANGE_RATE.RATE_DATE)
                .from(EXCHANGE_RATE)
                .orderBy(EXCHANGE_RATE.CURRENCY, EXCHANGE_RATE.BASE)
                .fetch(r -> new ExchangeRate(
                        r.value1(), r.value2(), new BigDecimal(r.value3()), LocalDate.parse(r.value4())));
    }

    public void save(ExchangeRate r) {
        dsl.transaction(cfg -> {
            DSLContext tx = cfg.dsl();
            tx.deleteFrom(EXCHANGE_RATE)
                    .where(EXCHANGE_RATE.CURRENCY.eq(r.base()).and(EXCHANGE_RATE.BASE.eq(r.currency())))
                    .execute();
            tx.insertInto(
                            EXCHANGE_RATE,
                            EXCHANGE_RATE.CURRENCY,
                            EXCHANGE_RATE.BASE,
                            EXCHANGE_RATE.RATE,
                            EXCHANGE_RATE.RATE_DATE)
                    .values(
                            r.currency(),
                            r.base(),
                            r.rate().toPlainString(),
                            r.date().toString())
                    .onConflict(EXCHANGE_RATE.CURRENCY, EXCHANGE_RATE.BASE)
                    .doUpdate()
                    .set(EXCHANGE_RATE.RATE, r.rate().toPlainString())
                    .set(EXCHANGE_RATE.RATE_DATE, r.date().toString())
                    .execute();
            DataVersionRepository.bump(tx, Kind.SETTINGS);
        });
    }

    public boolean delete(String currency, String base) {
        return dsl.transactionResult(cfg -> {
            boolean deleted = cfg.dsl()
                            .deleteFrom(EXCHANGE_RATE)
                            .where(EXCHANGE_RATE.CURRENCY.eq(currency).and(EXCHANGE_RATE.BASE.eq(base)))
                            .execute()
                    == 1;
            if (deleted) {
                DataVersionRepository.bump(cfg.dsl(), Kind.SETTINGS);
            }
            return deleted;
        });
    }
}
